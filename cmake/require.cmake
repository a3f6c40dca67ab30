# ocr_require(<what> <found> <message>): a test dependency that decides which tests exist. When
# it is missing the configuration says so and registers the test `requirement_<what>`, which
# fails with the message, so `make test` (ctest) cannot report success over tests that were
# never built. OCR_ALLOW_MISSING_TEST_DEPS=ON turns the failure into a warning only (on purpose,
# for a build that knowingly runs fewer tests).
option(OCR_ALLOW_MISSING_TEST_DEPS "Let ctest pass when cmocka, clang-format or python3 is missing" OFF)
function(ocr_require what found msg)
  if(found)
    return()
  endif()
  message(WARNING "${msg}")
  if(NOT OCR_ALLOW_MISSING_TEST_DEPS)
    add_test(NAME requirement_${what}
      COMMAND ${CMAKE_COMMAND} "-DMSG=${msg}" -P ${PROJECT_SOURCE_DIR}/cmake/fail.cmake)
  endif()
endfunction()
