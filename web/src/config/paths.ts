// Every route of the app, in one place.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  menu: { path: '/menu', getHref: () => '/menu' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  // One event's page, kept for good (past nights included) so a shared link never breaks.
  event: {
    path: '/events/:slug',
    getHref: (slug: string) => `/events/${encodeURIComponent(slug)}`,
  },
  // The signed Confirm/Decline link in the staff's mail (its token rides in the #fragment).
  reservationLink: { path: '/reservation-link', getHref: () => '/reservation-link' },
  // The guest's own page for a booking, from the link in every mail about it (its token rides in
  // the #fragment). No sign-in.
  booking: { path: '/booking', getHref: () => '/booking' },
  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    // The forgot-password mail's link (its token rides in the #fragment). No sign-in.
    resetPassword: { path: '/admin/reset-password', getHref: () => '/admin/reset-password' },
    root: { path: '/admin', getHref: () => '/admin' },
    hero: { path: '/admin/hero', getHref: () => '/admin/hero' },
    navigation: { path: '/admin/navigation', getHref: () => '/admin/navigation' },
    content: { path: '/admin/content', getHref: () => '/admin/content' },
    gallery: { path: '/admin/gallery', getHref: () => '/admin/gallery' },
    events: { path: '/admin/events', getHref: () => '/admin/events' },
    bottleService: { path: '/admin/bottle-service', getHref: () => '/admin/bottle-service' },
    menu: { path: '/admin/menu', getHref: () => '/admin/menu' },
    contact: { path: '/admin/contact', getHref: () => '/admin/contact' },
    footer: { path: '/admin/footer', getHref: () => '/admin/footer' },
    legal: { path: '/admin/legal', getHref: () => '/admin/legal' },
    seo: { path: '/admin/seo', getHref: () => '/admin/seo' },
    drafts: { path: '/admin/drafts', getHref: () => '/admin/drafts' },
    // The landing page with every draft applied, signed in but outside the admin shell (it opens
    // in its own tab); ?page=privacy|terms shows a legal page instead, an #anchor scrolls to a part.
    preview: { path: '/admin/preview', getHref: () => '/admin/preview' },
    // Deleted content of the last 30 days, to bring back.
    trash: { path: '/admin/trash', getHref: () => '/admin/trash' },
    contactSubmissions: {
      path: '/admin/contact-submissions',
      getHref: () => '/admin/contact-submissions',
    },
    reservations: { path: '/admin/reservations', getHref: () => '/admin/reservations' },
    door: { path: '/admin/door', getHref: () => '/admin/door' },
    floor: { path: '/admin/floor', getHref: () => '/admin/floor' },
    guests: { path: '/admin/guests', getHref: () => '/admin/guests' },
    // One guest's profile, with every booking the guest made.
    guest: {
      path: '/admin/guests/:guestId',
      getHref: (guestId: string) => `/admin/guests/${encodeURIComponent(guestId)}`,
    },
    bookingRules: { path: '/admin/booking-rules', getHref: () => '/admin/booking-rules' },
    club: { path: '/admin/club', getHref: () => '/admin/club' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    activity: { path: '/admin/activity', getHref: () => '/admin/activity' },
    // Every account's own password, sign-in address and two-factor sign-in; the mailed link that
    // changes the address lands here with ?email_change=done|invalid.
    profile: { path: '/admin/profile', getHref: () => '/admin/profile' },
  },
} as const

// The landing page's anchored sections, in page order.
export const anchors = {
  events: '#events',
  gallery: '#gallery',
  about: '#about',
  contact: '#contact',
  bottleService: '#bottle-service',
} as const
