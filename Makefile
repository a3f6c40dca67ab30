# Convenience front end over CMake. `make demo` builds the library and the samples and runs the
# samples on opencudart; `make test` builds everything and runs the test suite (no GPU needed).
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all demo test test-asan test-tsan gpu clean

all: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo

demo: all
	samples/run.sh $(BUILD)

test: all
	cd $(BUILD) && ctest --output-on-failure --no-tests=error

# The unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer.
test-asan:
	cmake -S . -B $(BUILD)-asan -DCMAKE_BUILD_TYPE=Debug -DOCR_SANITIZE=ON
	cmake --build $(BUILD)-asan -j $(JOBS)
	cd $(BUILD)-asan && ctest --output-on-failure --no-tests=error -R '^test_'

# The unit tests again under ThreadSanitizer (the runtime's threads, locks and lock-free tables).
test-tsan:
	cmake -S . -B $(BUILD)-tsan -DCMAKE_BUILD_TYPE=Debug -DOCR_SANITIZE=thread
	cmake --build $(BUILD)-tsan -j $(JOBS)
	cd $(BUILD)-tsan && ctest --output-on-failure --no-tests=error -R '^test_'

# The whole GPU pass (on a machine with an NVIDIA GPU): conformance against NVIDIA's library,
# the samples and the benchmarks, in one run.
gpu: all
	tests/gpu/run_all.sh $(BUILD)

clean:
	rm -rf $(BUILD) $(BUILD)-asan $(BUILD)-tsan
