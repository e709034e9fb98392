// Short names for the payload types generated from the server's OpenAPI document (npm run gen:api).
import type { components } from './schema'

type Schemas = components['schemas']

export type SitePublic = Schemas['SitePublic']
export type NavigationPublic = Schemas['NavigationPublic']
export type NavLink = Schemas['NavLink']
export type ContentSectionPublic = Schemas['ContentSectionPublic']
export type EventPublic = Schemas['EventPublic']
export type GalleryItemPublic = Schemas['GalleryItemPublic']
export type PackagePublic = Schemas['PackagePublic']
export type ContactSectionPublic = Schemas['ContactSectionPublic']
export type Credentials = Schemas['Credentials']
export type MessagePublic = Schemas['MessagePublic']
export type SessionPublic = Schemas['SessionPublic']
export type UserPublic = Schemas['UserPublic']
export type UsersPublic = Schemas['UsersPublic']
