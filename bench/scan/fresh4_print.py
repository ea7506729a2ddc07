"""The fresh4 families' pages for photos (split `fresh4`, bench/scan/README.md). Each function
returns a page job as html_styles' do."""

# The printed pages photographed, by family (photo.py).
PAGES = {}
