"""Files for crawlers and calendars, and the SEO metadata of the server-rendered HTML."""
