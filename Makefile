# The two set-up commands on a fresh machine are `make start` and `make test`: every target
# installs what is missing first, then runs one package script.
.PHONY: start test dev generate check bench

INSTALLED := node_modules/.installed

start: $(INSTALLED) ; @npm run --silent start
test: $(INSTALLED) ; @npm run --silent test
dev: $(INSTALLED) ; @npm run --silent dev
generate: $(INSTALLED) ; @npm run --silent generate
check: $(INSTALLED) ; @npm run --silent check
bench: $(INSTALLED) ; @npm run --silent bench

$(INSTALLED): package.json package-lock.json scripts/install.sh
	@sh scripts/install.sh
	@touch $@
