#!/bin/sh
# The browser suites drive three engines, all from Debian's packages (nothing downloads a browser):
#   chromium  chromium-headless-shell (else chromium; CHROME_PATH names another), through Playwright;
#             make bench's Lighthouse needs the full chromium
#   firefox   firefox-esr (FIREFOX_PATH names another), through Playwright over WebDriver BiDi
#   webkit    WebKitGTK's WebKitWebDriver and MiniBrowser (webkit2gtk-driver), under Xvfb (xvfb)
# They run against the production build served by Debian's nginx (deploy/nginx/site.conf), unless
# BASE_URL names a deployed site. ENGINES=chromium,firefox limits what is needed. On a fresh
# machine, as root, this installs what is missing (with CJK fonts so Chinese pages render in
# screenshots); otherwise it says what to install or which variable to set.
set -eu
is_root_with_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
wants() { case ",${ENGINES:-chromium,firefox,webkit}," in *",$1,"*) return 0 ;; *) [ -z "$(echo "${ENGINES:-}" | tr -d ' ,')" ] ;; esac; }
have_fonts() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; }
missing=""
need() { missing="$missing $1"; }

# nginx: only to serve the local build (BASE_URL unset).
if [ -z "${BASE_URL:-}" ]; then
  if [ -n "${NGINX:-}" ]; then
    if [ ! -x "$NGINX" ]; then
      echo "NGINX=$NGINX is not an executable nginx." >&2
      exit 1
    fi
  elif [ ! -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then
    need nginx
  fi
fi
if wants chromium; then
  if [ -n "${CHROME_PATH:-}" ]; then
    if [ ! -x "$CHROME_PATH" ]; then
      echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
      exit 1
    fi
  else
    [ -x /usr/bin/chromium ] || need chromium
    # The suite runs in the headless shell when it is there: half the time of chromium's headless mode (decision 027).
    [ -x /usr/bin/chromium-headless-shell ] || ! is_root_with_apt || need chromium-headless-shell
  fi
fi
if wants firefox; then
  if [ -n "${FIREFOX_PATH:-}" ]; then
    if [ ! -x "$FIREFOX_PATH" ]; then
      echo "FIREFOX_PATH=$FIREFOX_PATH is not an executable Firefox." >&2
      exit 1
    fi
  else
    [ -x /usr/bin/firefox-esr ] || need firefox-esr
  fi
fi
if wants webkit; then
  [ -x "${WEBKIT_DRIVER:-/usr/bin/WebKitWebDriver}" ] || need webkit2gtk-driver
  command -v xvfb-run >/dev/null 2>&1 || need xvfb
  command -v xauth >/dev/null 2>&1 || need xauth
fi
have_fonts || need fonts-noto-cjk

[ -z "$missing" ] && exit 0
if is_root_with_apt; then
  echo "installing Debian's$missing (apt-get)…"
  apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  exit 0
fi
if [ "$missing" = " fonts-noto-cjk" ]; then
  echo "note: no Chinese font is installed; screenshots of zh-CN pages will show boxes (apt-get install fonts-noto-cjk)." >&2
  exit 0
fi
echo "The browser suites need Debian's packages:$missing. Install them (sudo apt-get install -y$missing)," >&2
echo "or set CHROME_PATH / FIREFOX_PATH / WEBKIT_DRIVER / NGINX, or ENGINES= to fewer engines, or BASE_URL to a deployed site." >&2
exit 1
