# Finds the CUDA toolkit root: CUDA_TOOLKIT_ROOT when given, else the folder above nvcc's bin/.
# Sets NVCC_EXECUTABLE and CUDA_TOOLKIT_ROOT. Used by the top-level CMakeLists.txt and, in script
# mode, by the test of this rule:
#   cmake -DNVCC_EXECUTABLE=<nvcc> -DOCR_PRINT_ROOT=ON -P cmake/toolkit.cmake
if(NOT NVCC_EXECUTABLE)
  find_program(NVCC_EXECUTABLE nvcc PATHS /usr/local/cuda/bin)
endif()
# nvcc on PATH may be a wrapper script in another folder (/usr/local/bin/nvcc running the
# toolkit's own), so when the folder above the resolved path holds no toolkit headers, nvcc itself
# is asked: its dry run prints _HERE_, the bin/ folder it runs from.
if(NOT CUDA_TOOLKIT_ROOT)
  if(NOT NVCC_EXECUTABLE)
    message(FATAL_ERROR "nvcc not found: put the CUDA 13.0 toolkit's bin/ on PATH")
  endif()
  get_filename_component(_nvcc_real "${NVCC_EXECUTABLE}" REALPATH)
  get_filename_component(_nvcc_bin "${_nvcc_real}" DIRECTORY)
  get_filename_component(CUDA_TOOLKIT_ROOT "${_nvcc_bin}" DIRECTORY)
  if(NOT EXISTS "${CUDA_TOOLKIT_ROOT}/include/cuda_runtime_api.h")
    execute_process(COMMAND "${NVCC_EXECUTABLE}" --dryrun -E -x cu /dev/null
      OUTPUT_VARIABLE _nvcc_dry ERROR_VARIABLE _nvcc_dry RESULT_VARIABLE _nvcc_rc)
    if(_nvcc_dry MATCHES "#\\$ _HERE_=([^\n]*)")
      get_filename_component(CUDA_TOOLKIT_ROOT "${CMAKE_MATCH_1}/.." REALPATH)
    endif()
  endif()
  if(NOT EXISTS "${CUDA_TOOLKIT_ROOT}/include/cuda_runtime_api.h")
    message(FATAL_ERROR "no CUDA toolkit headers found for ${NVCC_EXECUTABLE} "
      "(looked in ${CUDA_TOOLKIT_ROOT}/include); pass -DCUDA_TOOLKIT_ROOT=<toolkit root>")
  endif()
endif()
if(OCR_PRINT_ROOT)
  message("${CUDA_TOOLKIT_ROOT}")
endif()
