"""The fresh2 families' printed pages, photographed or scanned by photo.py (split `fresh2`,
bench/scan/README.md): a puzzle book's page for the flatbed scan or photocopy, and a sheet
printed from a puzzle site, part-solved in pencil, for the photo of it on a desk. Each
function returns a page job as html_styles' do."""

PAGES = {}
