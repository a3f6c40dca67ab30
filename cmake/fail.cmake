# The test body of a missing requirement (cmake/require.cmake): fails with MSG.
message(FATAL_ERROR "missing test dependency: ${MSG}")
