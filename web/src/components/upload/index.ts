export { FileUpload, MediaPreview } from './file-upload'
export { uploadFile, UPLOAD_ATTEMPTS, UPLOAD_RETRY_DELAYS_MS, type StoredFile } from './upload-file'
export { checkFile, isVideoUrl, ruleFor, uploadHint, type Bucket } from './upload-rules'
