# Convenience front end over CMake. `make demo` builds the library, the command and the samples
# (not the tests: OCR_BUILD_TESTS=OFF) and runs the samples on opencudart; `make test` builds
# everything and runs the test suite (no GPU needed). Ninja is used when it is on PATH (for a
# build folder configured here first; an existing one keeps its generator).
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
GENERATOR ?= $(if $(shell command -v ninja 2>/dev/null),-G Ninja,)
# No "Entering/Leaving directory" lines from the makes CMake's Makefiles generator runs.
MAKEFLAGS += --no-print-directory

# configure DIR, OPTIONS: (re)configures DIR, naming the generator only for a new one.
configure = cmake -S . -B $(1) $(if $(wildcard $(1)/CMakeCache.txt),,$(GENERATOR)) $(2)

.PHONY: all demo test test-asan test-tsan gpu clean

all:
	$(call configure,$(BUILD),-DCMAKE_BUILD_TYPE=RelWithDebInfo -DOCR_BUILD_TESTS=ON)
	cmake --build $(BUILD) -j $(JOBS)

demo:
	$(call configure,$(BUILD),-DCMAKE_BUILD_TYPE=RelWithDebInfo -DOCR_BUILD_TESTS=OFF)
	cmake --build $(BUILD) -j $(JOBS)
	samples/run.sh $(BUILD)

test: all
	cd $(BUILD) && ctest --output-on-failure --no-tests=error

# The unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer.
test-asan:
	$(call configure,$(BUILD)-asan,-DCMAKE_BUILD_TYPE=Debug -DOCR_SANITIZE=ON -DOCR_BUILD_TESTS=ON)
	cmake --build $(BUILD)-asan -j $(JOBS)
	cd $(BUILD)-asan && ctest --output-on-failure --no-tests=error -R '^test_'

# The unit tests again under ThreadSanitizer (the runtime's threads, locks and lock-free tables).
test-tsan:
	$(call configure,$(BUILD)-tsan,-DCMAKE_BUILD_TYPE=Debug -DOCR_SANITIZE=thread -DOCR_BUILD_TESTS=ON)
	cmake --build $(BUILD)-tsan -j $(JOBS)
	cd $(BUILD)-tsan && ctest --output-on-failure --no-tests=error -R '^test_'

# The whole GPU pass (on a machine with an NVIDIA GPU): conformance against NVIDIA's library,
# the samples and the benchmarks, in one run.
gpu: all
	tests/gpu/run_all.sh $(BUILD)

clean:
	rm -rf $(BUILD) $(BUILD)-asan $(BUILD)-tsan
