import qrcode from 'qrcode-generator'

// The modules of the QR code for `text`, row by row (true is dark), at medium error correction:
// a phone's camera still reads it off a screen with a glare. The text is ASCII (the server's
// otpauth address is percent-encoded), which the code holds byte for byte.
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  )
}
