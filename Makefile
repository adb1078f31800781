# The two set-up commands on a fresh machine are `make start` and `make test`: every target
# installs what is missing first (npm dependencies; for the browser suites, Debian's chromium,
# firefox-esr, WebKitGTK's WebDriver with Xvfb, and nginx; for make test, Node 24 from the npm
# registry), then runs one package script.
.PHONY: start test dev generate page move-route remove-page check release boot-hash bench conformance merge-reports visual-diff audit fuzz mutants added-language browser node24

INSTALLED := node_modules/.installed

start: $(INSTALLED) ; @npm run --silent start
# make test [CHANGED=<git ref>]: every check; with CHANGED= only those the change since the ref (working
# tree included) can affect, and reports/change.html (decision 049). Also on make conformance.
test: $(INSTALLED) browser node24 ; @npm run --silent test
conformance: $(INSTALLED) browser ; @npm run --silent conformance
# make merge-reports FROM=<folder holding each part's reports/> (parts of SHARD=i/n runs): one report in reports/
merge-reports: $(INSTALLED) ; @node_modules/.bin/tsx scripts/conformance.ts --merge "$(FROM)"
# make visual-diff [AGAINST=main] [ENGINES=chromium] [WIDTHS=phone] [ROUTES=/home,/city] [LOCALES=zh-CN] [PAGES=/city@en-US]:
# screenshots of this checkout's build and AGAINST's compared pixel by pixel; reports/visual-diff/index.html (decision 041);
# make visual-diff CHANGED=main: the pages the change since main touches, the visual part of reports/change.html
visual-diff: $(INSTALLED) browser ; @npm run --silent visual-diff
dev: $(INSTALLED) ; @npm run --silent dev
generate: $(INSTALLED) ; @node generator/bin.mjs generate
# make page ID=developer-portal ROUTE=/developer [NAV=<menu or footer group id>] [TEMPLATE=blocks|solution|case|terminal]
page: $(INSTALLED) ; @npm run --silent page
# make move-route FROM=/glory TO=/honours: the route, every link to it and every route literal of the site's code
move-route: $(INSTALLED) ; @npm run --silent move-route
# make remove-page ID=developer-portal (or ROUTE=/developer): the page's routes, menu and footer links, texts and module; refuses a page still linked
remove-page: $(INSTALLED) ; @npm run --silent remove-page
check: $(INSTALLED) ; @npm run --silent check
# make release: generate, then the build to deploy (npm run build): refuses any draft text of spec/ (decision 035)
release: $(INSTALLED) ; @npm run --silent release
# make boot-hash: writes the inline boot script's hash into nginx's snippet of the CSP, which the
# preview reads too; the build refuses a boot script whose hash it does not name (decision 042)
boot-hash: $(INSTALLED) ; @node_modules/.bin/tsx scripts/boot-hash.ts
bench: $(INSTALLED) ; @npm run --silent bench
audit: $(INSTALLED) ; @npm run --silent audit
fuzz: $(INSTALLED) ; @npm run --silent fuzz
mutants: $(INSTALLED) browser ; @npm run --silent mutants
# make added-language [STEPS=test,mutants|copy] [KEEP=1]: make test and the spec mutants' check on a scratch copy of this
# checkout with a third language (en-GB) added and filled (decision 036)
added-language: $(INSTALLED) browser node24 ; @npm run --silent added-language

browser: ; @sh scripts/ensure-browser.sh
node24: ; @sh scripts/ensure-node24.sh

$(INSTALLED): package.json package-lock.json scripts/install.sh
	@sh scripts/install.sh
	@touch $@
