import {
  uploadHintImages,
  UPLOAD_HINT_LOGO,
  uploadHintMedia,
  UPLOAD_INVALID_IMAGE_TYPE,
  UPLOAD_INVALID_MEDIA_TYPE,
  uploadTooLarge,
} from '@/messages'

// Spec section 5, Uploads by bucket. The server checks every file again, from its bytes.
export type Bucket =
  | 'logos'
  | 'menu-images'
  | 'events-images'
  | 'gallery-media'
  | 'experience-images'
  | 'bottle-service-images'
  | 'hero-images'
  | 'social-icons'

export type SizeLimit = '2MB' | '10MB' | '100MB'
export type MediaKinds = 'images' | 'media'

const MB = 1024 * 1024
const LIMIT_BYTES: Record<SizeLimit, number> = { '2MB': 2 * MB, '10MB': 10 * MB, '100MB': 100 * MB }

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp']
const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'webm', 'ogg', 'ogv']
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg']

export type UploadRule = { kinds: MediaKinds; limit: SizeLimit }

export const BUCKET_RULES: Record<Bucket, UploadRule> = {
  logos: { kinds: 'images', limit: '2MB' },
  'menu-images': { kinds: 'images', limit: '10MB' },
  'events-images': { kinds: 'media', limit: '100MB' },
  'gallery-media': { kinds: 'media', limit: '100MB' },
  'experience-images': { kinds: 'media', limit: '100MB' },
  'bottle-service-images': { kinds: 'media', limit: '100MB' },
  'hero-images': { kinds: 'media', limit: '100MB' },
  'social-icons': { kinds: 'media', limit: '100MB' },
}

// A screen may ask for less than its bucket allows (icons: images up to 2MB), never more.
export function ruleFor(bucket: Bucket, narrower: Partial<UploadRule> = {}): UploadRule {
  const base = BUCKET_RULES[bucket]
  const kinds = base.kinds === 'images' ? 'images' : (narrower.kinds ?? base.kinds)
  const limit =
    narrower.limit && LIMIT_BYTES[narrower.limit] < LIMIT_BYTES[base.limit] ? narrower.limit : base.limit
  return { kinds, limit }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

// The browser-side check before anything is sent: the spec's message, or null when it may go.
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rule: UploadRule): string | null {
  const extensions = rule.kinds === 'images' ? IMAGE_EXTENSIONS : [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS]
  const types = rule.kinds === 'images' ? IMAGE_TYPES : [...IMAGE_TYPES, ...VIDEO_TYPES]
  const typeOk = file.type === '' || types.includes(file.type.toLowerCase())
  if (!extensions.includes(extensionOf(file.name)) || !typeOk) {
    return rule.kinds === 'images' ? UPLOAD_INVALID_IMAGE_TYPE : UPLOAD_INVALID_MEDIA_TYPE
  }
  if (file.size > LIMIT_BYTES[rule.limit]) return uploadTooLarge(rule.limit)
  return null
}

// The file picker's filter, matching checkFile.
export function acceptFor(rule: UploadRule): string {
  const extensions = rule.kinds === 'images' ? IMAGE_EXTENSIONS : [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS]
  const types = rule.kinds === 'images' ? IMAGE_TYPES : [...IMAGE_TYPES, ...VIDEO_TYPES]
  return [...types, ...extensions.map((extension) => `.${extension}`)].join(',')
}

// The hint the spec asks each screen to state (section 5): sizes, and the logo's recommended size.
export function uploadHint(bucket: Bucket, rule: UploadRule = ruleFor(bucket)): string {
  if (bucket === 'logos') return UPLOAD_HINT_LOGO
  return rule.kinds === 'images' ? uploadHintImages(rule.limit) : uploadHintMedia(rule.limit)
}

// Spec section 9: an address containing mp4, webm or ogg is a video.
export function isVideoUrl(url: string): boolean {
  return /mp4|webm|ogg/i.test(url)
}
