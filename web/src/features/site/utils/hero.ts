import { anchors } from '@/config/paths'
import type { SitePublic } from '@/lib/api/types'
import { HERO_PRIMARY_BUTTON_TEXT, HERO_SECONDARY_BUTTON_TEXT } from '@/messages'

import { findSection, textField } from './content'

export type HeroContent = {
  title: string
  subtitle: string | undefined
  backgroundImage: string | undefined
  backgroundVideo: string | undefined
  primaryButton: { text: string; link: string }
  secondaryButton: { text: string; link: string }
}

// The hero's fields with the spec's defaults filled in. Without a title the club's name stands in.
export function toHeroContent(site: SitePublic): HeroContent {
  const section = findSection(site, 'hero')
  const content = section?.content
  return {
    title: textField(content, 'title') ?? section?.title ?? site.club_name,
    subtitle: textField(content, 'subtitle') ?? section?.subtitle ?? undefined,
    backgroundImage: textField(content, 'background_image'),
    backgroundVideo: textField(content, 'background_video'),
    primaryButton: {
      text: textField(content, 'primary_button_text') ?? HERO_PRIMARY_BUTTON_TEXT,
      link: textField(content, 'primary_button_link') ?? anchors.bottleService,
    },
    secondaryButton: {
      text: textField(content, 'secondary_button_text') ?? HERO_SECONDARY_BUTTON_TEXT,
      link: textField(content, 'secondary_button_link') ?? anchors.events,
    },
  }
}
