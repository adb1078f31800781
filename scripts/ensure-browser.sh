#!/bin/sh
# The browser tests drive Debian's chromium-headless-shell (else its chromium) through Playwright;
# nothing downloads a browser. They run against the production build served by Debian's nginx
# (deploy/nginx/site.conf), unless BASE_URL names a deployed site. On a fresh machine, as root,
# this installs what is missing (chromium and its headless shell, CJK fonts so Chinese pages
# render in screenshots, nginx); otherwise it says what to install or which CHROME_PATH / NGINX
# to set.
set -eu
is_root_with_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
# nginx: only to serve the local build (BASE_URL unset).
if [ -z "${BASE_URL:-}" ]; then
  if [ -n "${NGINX:-}" ]; then
    if [ ! -x "$NGINX" ]; then
      echo "NGINX=$NGINX is not an executable nginx." >&2
      exit 1
    fi
  elif [ ! -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then
    if is_root_with_apt; then
      echo "installing Debian's nginx (apt-get)…"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
    else
      echo "nginx is missing: the browser suite serves the build with it. Install Debian's package" >&2
      echo "(sudo apt-get install -y nginx), or set NGINX to an nginx executable, or BASE_URL to a deployed site." >&2
      exit 1
    fi
  fi
fi
if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
  exit 1
fi
have_fonts() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; }
# The suite runs in Debian's chromium-headless-shell when it is there (decision 027), else in its
# chromium; make bench's Lighthouse needs the full chromium.
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && have_fonts; then exit 0; fi
if is_root_with_apt; then
  echo "installing Debian's chromium, its headless shell and CJK fonts (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium chromium-headless-shell fonts-noto-cjk >/dev/null
  exit 0
fi
if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-headless-shell ]; then
  if [ ! -x /usr/bin/chromium-headless-shell ]; then
    echo "note: the browser suite runs in chromium's full headless mode, about twice as slow; install Debian's" >&2
    echo "chromium-headless-shell (apt-get install chromium-headless-shell) for the faster run." >&2
  fi
  if ! have_fonts; then
    echo "note: no Chinese font is installed; screenshots of zh-CN pages will show boxes (apt-get install fonts-noto-cjk)." >&2
  fi
  exit 0
fi
echo "Chromium is missing. Install Debian's packages (sudo apt-get install -y chromium chromium-headless-shell)," >&2
echo "or set CHROME_PATH to a Chromium or Chrome executable, then run make test again." >&2
exit 1
