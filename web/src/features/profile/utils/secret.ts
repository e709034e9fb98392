// 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP', as authenticator apps show and take it.
export function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

// The recovery codes as a text file, one a line.
export function recoveryCodesFile(codes: readonly string[]): Blob {
  return new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' })
}
