"""Domain-free helpers: CSV export, club nights, link rules, Accept-Encoding, same-origin checks,
the clock workers read and wait on."""
