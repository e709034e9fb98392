import { paths } from '@/config/paths'

// The sign-in page opened on its 'Reset Password' view (/admin/login?view=reset): where the
// new-password page sends a visitor whose link no longer works, to ask for another.
export const VIEW_PARAM = 'view'
export const RESET_VIEW = 'reset'

export const resetViewHref = () => `${paths.admin.login.getHref()}?${VIEW_PARAM}=${RESET_VIEW}`
