// Writes a .gz and a .br file next to each compressible file of the build's assets folder, so the
// server answers them as they are, with no compression per request (src/nocturne/http/spa.py).
// Files under 1 KB (they fit in one packet either way) and copies that would not save at least 5%
// are not written. Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|map|xml|webmanifest)$/
const WORTH_IT = 0.95
const MIN_SIZE = 1024

function brotli(data) {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
}

function gzip(data) {
  return gzipSync(data, { level: 9 })
}

export function precompress(folder) {
  const written = []
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) {
      written.push(...precompress(path))
      continue
    }
    if (!COMPRESSIBLE.test(name)) continue
    const data = readFileSync(path)
    if (data.length < MIN_SIZE) continue
    for (const [suffix, compress] of [
      ['.gz', gzip],
      ['.br', brotli],
    ]) {
      const packed = compress(data)
      if (packed.length > data.length * WORTH_IT) continue
      writeFileSync(path + suffix, packed)
      written.push(path + suffix)
    }
  }
  return written
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] ?? fileURLToPath(new URL('../dist/assets', import.meta.url))
  const written = precompress(folder)
  console.log(`precompress: ${written.length} files written in ${folder}`)
}
