# `cmake --install build --prefix P` lays out:
#   P/lib/libcudart.so.13, P/lib/libcudart.so        the library and its development name
#   P/bin/opencudart                                the command (tool/)
#   P/lib/pkgconfig/opencudart.pc                   written at install time for P
#   P/lib/cmake/opencudart/opencudartConfig.cmake   opencudart::cudart (and opencudart::tool),
#   P/lib/cmake/opencudart/opencudartConfigVersion.cmake   relocatable
#   P/share/doc/opencudart/                         README, LICENSE, the design notes
#   P/lib/libopencudart_nvtx.so                     the NVTX injection library (ext/)
#   P/include/opencudart.h                          the extension API
#   P/include/cuda13x.h                             what CUDA 13.1-13.4 added to the runtime API
# The CUDA headers are the toolkit's: the .pc and the package name P/include and the toolkit
# include directory found at configure time (CUDA_INCLUDE_DIR).
#
# Programs linked through the .pc get a DT_RUNPATH on P/lib (-Wl,--enable-new-dtags), not a
# DT_RPATH: they load opencudart with no environment variable, and LD_LIBRARY_PATH still comes
# first, so `LD_LIBRARY_PATH=<NVIDIA's lib64>` runs the same binary on NVIDIA's runtime for a
# comparison (a DT_RPATH would beat LD_LIBRARY_PATH, leaving only LD_PRELOAD). Consumers of the
# CMake package get CMake's own run path handling (the imported library's folder in the build
# tree's run path; CMAKE_INSTALL_RPATH_USE_LINK_PATH for installed consumers).
include(CMakePackageConfigHelpers)

install(TARGETS cudart opencudart_nvtx LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/opencudart.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/cuda13x.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${CMAKE_BINARY_DIR}/lib/libcudart.so DESTINATION ${CMAKE_INSTALL_LIBDIR})

set(OCR_PC_TEMPLATE ${CMAKE_SOURCE_DIR}/cmake/opencudart.pc.in)
set(OCR_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
install(CODE "
  set(prefix \"\${CMAKE_INSTALL_PREFIX}\")
  set(libdir \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}\")
  set(cuda_include \"${CUDA_INCLUDE_DIR}\")
  set(version \"${PROJECT_VERSION}\")
  configure_file(\"${OCR_PC_TEMPLATE}\"
    \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${OCR_PC_DIR}/opencudart.pc\" @ONLY)
  message(STATUS \"Installing: \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${OCR_PC_DIR}/opencudart.pc\")
")

set(OCR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/opencudart)
file(RELATIVE_PATH OCR_CONFIG_TO_PREFIX /prefix/${OCR_CMAKE_DIR} /prefix)
configure_file(${CMAKE_SOURCE_DIR}/cmake/opencudartConfig.cmake.in
  ${CMAKE_BINARY_DIR}/package/opencudartConfig.cmake @ONLY)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/package/opencudartConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/package/opencudartConfig.cmake
  ${CMAKE_BINARY_DIR}/package/opencudartConfigVersion.cmake DESTINATION ${OCR_CMAKE_DIR})

install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE
  ${CMAKE_SOURCE_DIR}/docs/ARCHITECTURE.md ${CMAKE_SOURCE_DIR}/docs/BEHAVIOUR.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})
