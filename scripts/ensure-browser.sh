#!/bin/sh
# The browser tests drive Debian's chromium through Playwright; nothing downloads a browser.
# On a fresh machine, as root, this installs it (and CJK fonts, so Chinese pages render in
# screenshots); otherwise it says what to install or which CHROME_PATH to set.
set -eu
if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
  exit 1
fi
have_fonts() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; }
if [ -x /usr/bin/chromium ] && have_fonts; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium and CJK fonts (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "note: no Chinese font is installed; screenshots of zh-CN pages will show boxes (apt-get install fonts-noto-cjk)." >&2
  exit 0
fi
echo "Chromium is missing. Install Debian's package (sudo apt-get install -y chromium)," >&2
echo "or set CHROME_PATH to a Chromium or Chrome executable, then run make test again." >&2
exit 1
