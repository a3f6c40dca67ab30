# `cmake --install build --prefix P` lays out:
#   P/lib/libcudart.so.13, P/lib/libcudart.so        the library and its development name
#   P/bin/opencudart                                the command (tool/)
#   P/lib/pkgconfig/opencudart.pc                   relocatable (${pcfiledir})
#   P/lib/pkgconfig/cudart-13.0.pc                  the same, under the name NVIDIA's packages use
#   P/lib/cmake/opencudart/opencudartConfig.cmake   opencudart::cudart and opencudart::tool
#   P/lib/cmake/opencudart/opencudartTargets*.cmake (install(EXPORT)), relocatable
#   P/lib/cmake/opencudart/opencudartConfigVersion.cmake
#   P/share/doc/opencudart/                         README, LICENSE, the design notes
#   P/lib/libopencudart_nvtx.so                     the NVTX injection library (ext/)
#   P/include/opencudart.h                          the extension API
#   P/include/cuda13x.h                             what CUDA 13.1-13.4 added to the runtime API
# The CUDA headers are the toolkit's: the .pc files and the package name P/include and the
# toolkit include directory found at configure time (CUDA_INCLUDE_DIR).
#
# Programs linked through the .pc get a run path on P/lib: `-Xlinker -rpath=DIR`, the one form
# both cc and nvcc accept (nvcc rejects -Wl,). One -Xlinker only: pkgconf drops all but the last
# of identical flags, which would leave a second -Xlinker's partner bare. The linkers of Debian
# and Ubuntu write it as DT_RUNPATH (not DT_RPATH): programs load opencudart with no environment
# variable, and LD_LIBRARY_PATH still comes first, so `LD_LIBRARY_PATH=<NVIDIA's lib64>` runs the
# same binary on NVIDIA's runtime for a comparison. Where the linker's default is DT_RPATH
# (which beats LD_LIBRARY_PATH), add -Xlinker --enable-new-dtags to the link. Consumers of the
# CMake package get CMake's own run path handling (the imported library's folder in the build
# tree's run path; CMAKE_INSTALL_RPATH_USE_LINK_PATH for installed consumers).
include(CMakePackageConfigHelpers)

set(OCR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/opencudart)
set_target_properties(cudart PROPERTIES EXPORT_NAME cudart)
target_include_directories(cudart INTERFACE $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>
  $<INSTALL_INTERFACE:${CUDA_INCLUDE_DIR}>)
set_target_properties(opencudart PROPERTIES EXPORT_NAME tool)
install(TARGETS cudart EXPORT opencudartTargets LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS opencudart_nvtx LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/opencudart.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/cuda13x.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${CMAKE_BINARY_DIR}/lib/libcudart.so DESTINATION ${CMAKE_INSTALL_LIBDIR})

# pkg-config: prefix from the file's own folder, so the prefix can be moved.
file(RELATIVE_PATH OCR_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
string(REGEX REPLACE "/$" "" OCR_PC_TO_PREFIX "${OCR_PC_TO_PREFIX}")
foreach(_pc opencudart cudart)
  if(_pc STREQUAL "cudart")
    set(OCR_PC_NAME cudart)
    set(OCR_PC_DESCRIPTION "CUDA Runtime Library (opencudart)")
    set(OCR_PC_VERSION 13.0)
    set(_file cudart-13.0.pc)
  else()
    set(OCR_PC_NAME opencudart)
    set(OCR_PC_DESCRIPTION "Open CUDA runtime (libcudart.so.13) on the CUDA driver API")
    set(OCR_PC_VERSION ${PROJECT_VERSION})
    set(_file opencudart.pc)
  endif()
  configure_file(${CMAKE_SOURCE_DIR}/cmake/opencudart.pc.in ${CMAKE_BINARY_DIR}/package/${_file}
    @ONLY)
  install(FILES ${CMAKE_BINARY_DIR}/package/${_file}
    DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endforeach()

install(EXPORT opencudartTargets NAMESPACE opencudart:: DESTINATION ${OCR_CMAKE_DIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/opencudartConfig.cmake.in
  ${CMAKE_BINARY_DIR}/package/opencudartConfig.cmake INSTALL_DESTINATION ${OCR_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_LIBDIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/package/opencudartConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/package/opencudartConfig.cmake
  ${CMAKE_BINARY_DIR}/package/opencudartConfigVersion.cmake DESTINATION ${OCR_CMAKE_DIR})

install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE
  ${CMAKE_SOURCE_DIR}/docs/ARCHITECTURE.md ${CMAKE_SOURCE_DIR}/docs/BEHAVIOUR.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The command's man page (generated from tool/help.txt by generators/gen_help.py, as its --help is).
install(FILES ${CMAKE_SOURCE_DIR}/tool/opencudart.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
