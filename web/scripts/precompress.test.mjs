import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

import { precompress } from './precompress.mjs'

let folder = ''

afterEach(() => {
  rmSync(folder, { recursive: true, force: true })
})

describe('precompress', () => {
  it('writes gzip and brotli copies that decode to the original, for text files only', () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(folder, 'nested'))
    const script = Buffer.from(`export const night = '${'nocturne '.repeat(500)}'\n`)
    writeFileSync(join(folder, 'app-1a2b.js'), script)
    writeFileSync(join(folder, 'nested', 'style-3c4d.css'), `.a{color:red}\n`.repeat(200))
    writeFileSync(join(folder, 'tiny-5e6f.js'), 'console.log(1)')
    writeFileSync(join(folder, 'font-7a8b.woff2'), Buffer.alloc(4096, 7))

    const written = precompress(folder)
      .map((path) => path.slice(folder.length + 1))
      .sort()

    expect(written).toEqual([
      'app-1a2b.js.br',
      'app-1a2b.js.gz',
      'nested/style-3c4d.css.br',
      'nested/style-3c4d.css.gz',
    ])
    expect(gunzipSync(readFileSync(join(folder, 'app-1a2b.js.gz')))).toEqual(script)
    expect(brotliDecompressSync(readFileSync(join(folder, 'app-1a2b.js.br')))).toEqual(script)
    expect(existsSync(join(folder, 'tiny-5e6f.js.gz'))).toBe(false)
  })

  it('does not write a copy that saves almost nothing', () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'))
    writeFileSync(join(folder, 'noise-9c0d.js'), randomBytes(8192))
    expect(precompress(folder)).toEqual([])
  })
})
