# Build CUDA programs with nvcc exactly as a user would: `nvcc -cudart shared`, no RPATH,
# so that LD_LIBRARY_PATH alone decides which libcudart.so.13 (NVIDIA's or ours) they load.
#
#   ocr_add_cu_program(<name> SOURCES a.cu b.cu [NVCC_FLAGS ...] [ARCH_FLAGS ...] [OUTPUT_DIR dir])
#
# ARCH_FLAGS replaces the default architectures (OCR_CUDA_ARCH_FLAGS).
#
# Produces <OUTPUT_DIR or ${CMAKE_BINARY_DIR}/bin>/<name>; added to the `cu_programs` target.
set(OCR_CUDA_ARCH_FLAGS -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90
    CACHE STRING "nvcc architecture flags for samples and GPU tests")
if(NOT TARGET cu_programs)
  add_custom_target(cu_programs ALL)
endif()

function(ocr_add_cu_program name)
  cmake_parse_arguments(P "" "OUTPUT_DIR" "SOURCES;NVCC_FLAGS;ARCH_FLAGS;DEPENDS" ${ARGN})
  if(NOT P_ARCH_FLAGS)
    set(P_ARCH_FLAGS ${OCR_CUDA_ARCH_FLAGS})
  endif()
  if(NOT P_OUTPUT_DIR)
    set(P_OUTPUT_DIR ${CMAKE_BINARY_DIR}/bin)
  endif()
  set(srcs)
  foreach(s ${P_SOURCES})
    get_filename_component(abs "${s}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND srcs "${abs}")
  endforeach()
  set(out "${P_OUTPUT_DIR}/${name}")
  add_custom_command(OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${P_OUTPUT_DIR}"
    COMMAND ${NVCC_EXECUTABLE} -cudart shared ${P_ARCH_FLAGS} -O2
            -Xcompiler -Wall ${P_NVCC_FLAGS} -o "${out}" ${srcs}
    DEPENDS ${srcs} ${P_DEPENDS}
    COMMENT "nvcc ${name}" VERBATIM)
  add_custom_target(cu_${name} DEPENDS "${out}")
  add_dependencies(cu_programs cu_${name})
endfunction()
