// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { OPENS_IN_NEW_TAB } from '@/messages-admin'

// Legal Pages (/admin/legal): the Privacy Policy and Terms of Service, in Markdown
export const LEGAL_INTRO =
  'The Privacy Policy and Terms of Service pages the footer links to, written in Markdown.'
export const LEGAL_TABS_LABEL = 'Legal pages'
export const LEGAL_BODY = 'Body'
export const legalTitleHint = (fallback: string) => `Left empty, the page is titled "${fallback}".`
export const LEGAL_BODY_HINT = 'Markdown. Left empty, the site shows its default text.'
export const LEGAL_SYNTAX_TITLE = 'Formatting'
// What each mark does, as staff type it.
export const LEGAL_SYNTAX: readonly (readonly [string, string])[] = [
  ['# Heading', 'a heading; ## and ### for smaller ones'],
  ['- item', 'a bulleted list; 1. for a numbered one'],
  ['**bold**', 'bold'],
  ['*italic*', 'italic'],
  ['[text](https://…)', 'a link (web, mailto:, tel: or /page)'],
  ['blank line', 'a new paragraph'],
]
export const LEGAL_PREVIEW = 'Preview'
export const LEGAL_PREVIEW_EMPTY = 'Nothing written yet: the site shows its default text.'
export const VIEW_PAGE = 'View page'
export const viewPageLabel = (name: string) => `View the ${name} page ${OPENS_IN_NEW_TAB}`
export const legalUpdated = (name: string) => `${name} updated successfully!`
export const failedToUpdateLegal = (name: string) => `Failed to update ${name}`
