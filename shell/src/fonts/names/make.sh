#!/bin/sh
# The language switch's two names in their own script, and nothing else: a Hindi or Tamil reader finds their
# language on any page even where the device has no font for it (this machine's Chromium showed boxes).
# Generated once from the @fontsource Noto files with fonttools (pip install fonttools brotli):
set -e
cd "$(dirname "$0")"
F=../../../../node_modules/@fontsource
pyftsubset $F/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 --text="हिन्दी" \
  --layout-features='*' --flavor=woff2 --output-file=hindi-name.woff2
pyftsubset $F/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2 --text="தமிழ்" \
  --layout-features='*' --flavor=woff2 --output-file=tamil-name.woff2
