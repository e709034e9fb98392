import type { ComponentProps } from 'react'
import { Link } from 'react-router'

import { toRouterTarget } from '@/lib/links'

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

// A link from content: in-app targets go through the router (PageScroll then scrolls to an
// #anchor), anything else is a plain link.
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const target = toRouterTarget(href)
  if (target === null) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={target} {...rest}>
      {children}
    </Link>
  )
}
