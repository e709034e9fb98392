// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.

// Search & Sharing (/admin/seo): the page title, description and picture of shared links
export const SEO_INTRO =
  'What search engines and shared links show for the site. Anything left empty follows the hero, as shown in grey.'
export const SEO_TEXT = 'Title and description'
export const SEO_PAGE_TITLE = 'Page title'
export const SEO_DESCRIPTION = 'Description'
export const SEO_PICTURE = 'Share picture'
export const SEO_PICTURE_NAME = 'share picture'
export const SEO_PICTURE_URL = 'Share picture URL'
export const SEO_PICTURE_HINT =
  'Shown with links to the site on social networks and in messages. About 1200 x 630 px works best.'
export const SEO_PICTURE_FOLLOWS_HERO = "Left empty, the hero's background picture is shared."
export const SEO_PICTURE_NONE =
  'Left empty, and the hero has no background picture: shared links show none.'
export const SEO_FOLLOWS_HERO = 'Left empty, it follows the hero (shown in grey).'
export const charactersUsed = (count: number, max: number) => `${count} / ${max}`
export const charactersUsedLabel = (count: number, max: number) =>
  `${count} of ${max} characters used`
export const SEO_PREVIEWS = 'Previews'
export const SEO_PREVIEWS_INTRO =
  'Roughly how the site shows up. Each service trims and styles it its own way.'
export const SEO_SEARCH_RESULT = 'In search results'
export const SEO_SHARE_CARD = 'When shared'
export const SEO_NO_PICTURE = 'No picture'
export const SEO_UPDATED = 'Search & sharing updated successfully!'
export const FAILED_TO_UPDATE_SEO = 'Failed to update search & sharing'
// The server's own words when staff leave the fields empty (src/nocturne/pages/seo.py).
export const SEO_DEFAULT_TAGLINE = 'Premium Nightclub'
export const SEO_DEFAULT_DESCRIPTION =
  'Premium nightclub with world-class DJs, three levels of sound and light, and luxury bottle service. See upcoming events and reserve your table.'
export const seoDefaultTitle = (clubName: string, tagline: string) => `${clubName} | ${tagline}`
