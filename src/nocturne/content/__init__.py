"""The public site's content: navigation, sections, contact, events, gallery, packages, menu
images; public reads, staff edits and the landing page's cached payload.
"""
