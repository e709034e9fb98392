// Every public page's <main> carries this id: the skip link jumps to it.
export const MAIN_CONTENT_ID = 'main-content'
