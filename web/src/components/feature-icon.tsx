import {
  Award,
  Beer,
  Calendar,
  Car,
  Clock,
  Crown,
  Diamond,
  Flame,
  Gem,
  GlassWater,
  Headphones,
  Heart,
  Martini,
  Mic,
  Music,
  PartyPopper,
  Shield,
  Sparkles,
  Speaker,
  Star,
  Ticket,
  Trophy,
  User,
  Users,
  Wine,
  Zap,
  type LucideIcon,
} from 'lucide-react'

import { iconKey } from '@/lib/media'

// Staff name an icon in the bottle-service content ('crown', 'wine', ...) or give an image address.
// Only these icons ship in the public bundle; an unknown name shows a sparkle.
const ICONS: Record<string, LucideIcon> = {
  award: Award,
  beer: Beer,
  calendar: Calendar,
  car: Car,
  clock: Clock,
  crown: Crown,
  diamond: Diamond,
  flame: Flame,
  gem: Gem,
  'glass-water': GlassWater,
  headphones: Headphones,
  heart: Heart,
  martini: Martini,
  mic: Mic,
  music: Music,
  'party-popper': PartyPopper,
  shield: Shield,
  sparkles: Sparkles,
  speaker: Speaker,
  star: Star,
  ticket: Ticket,
  trophy: Trophy,
  user: User,
  users: Users,
  wine: Wine,
  zap: Zap,
}

const isImageAddress = (icon: string) => /^(https?:\/\/|\/)/i.test(icon)

export function FeatureIcon({ icon, className = 'size-6' }: { icon: string; className?: string }) {
  if (isImageAddress(icon)) {
    return (
      <img
        src={icon}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        className={`${className} object-contain`}
      />
    )
  }
  const Icon = ICONS[iconKey(icon)] ?? Sparkles
  return <Icon aria-hidden="true" className={className} />
}
