/*
 * Error names and strings (src/error_table.h, runtime/error_api.c) and the driver-to-runtime
 * mapping (src/error.c). None of this needs a driver: no fake is installed, and the tests check
 * that the process stays uninitialised.
 */
#include "unit.h"

#include "cu_results.h"
#include "cuda_errors.h"
#include "error_table.h"

#include <string.h>

struct code_entry {
    int code;
    const char *name;
    const char *text;
};

static const struct code_entry table[] = {
#define ENTRY(code, text) {code, #code, text},
    OCR_ERROR_LIST(ENTRY)
#undef ENTRY
};
#define TABLE_SIZE (sizeof(table) / sizeof(table[0]))

static const struct code_entry *by_name(const char *name)
{
    for (size_t i = 0; i < TABLE_SIZE; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return NULL;
}

static const struct code_entry *by_code(int code)
{
    for (size_t i = 0; i < TABLE_SIZE; i++)
        if (table[i].code == code)
            return &table[i];
    return NULL;
}

static void cudaGetErrorName_every_listed_code(void **state)
{
    (void)state;
    for (size_t i = 0; i < TABLE_SIZE; i++) {
        const char *name = cudaGetErrorName((cudaError_t)table[i].code);
        assert_non_null(name);
        assert_string_equal(name, table[i].name);
        /* Round trip: the name leads back to the same code, and only one entry has it. */
        const struct code_entry *e = by_name(name);
        assert_non_null(e);
        assert_int_equal(e->code, table[i].code);
        assert_ptr_equal(by_code(table[i].code), &table[i]);
    }
}

static void cudaGetErrorString_every_listed_code(void **state)
{
    (void)state;
    for (size_t i = 0; i < TABLE_SIZE; i++) {
        const char *text = cudaGetErrorString((cudaError_t)table[i].code);
        assert_non_null(text);
        assert_string_equal(text, table[i].text);
        assert_true(strlen(text) > 0);
    }
}

/* Every enumerator of the toolkit's cudaError_t, and every code CUDA 13.1-13.3 added
 * (include/cuda13x.h), is named by its own identifier; the table has no other code. */
static void cudaGetErrorName_every_enumerator_of_the_header(void **state)
{
    (void)state;
    size_t n = 0;
#define CHECK(code)                                                                                \
    assert_string_equal(cudaGetErrorName(code), #code);                                            \
    assert_string_not_equal(cudaGetErrorString(code), OCR_ERROR_UNRECOGNIZED);                     \
    n++;
    OCR_CUDA_ERRORS(CHECK)
    CHECK(cudaErrorVersionTranslation)
    CHECK(cudaErrorStreamDetached)
    CHECK(cudaErrorGraphRecaptureFailure)
#undef CHECK
    assert_int_equal(n, TABLE_SIZE);
}

static void cudaGetErrorName_unknown_codes(void **state)
{
    (void)state;
    static const int unknown[] = {-1, -1000, 202, 916, 1000, 9999, 10001, 0x7fffffff, 123};
    for (size_t i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++) {
        cudaError_t e = (cudaError_t)unknown[i];
        assert_null(by_code(unknown[i]));
        assert_string_equal(cudaGetErrorName(e), "unrecognized error code");
        assert_string_equal(cudaGetErrorString(e), "unrecognized error code");
        /* One shared text for both calls, as NVIDIA's runtime returns. */
        assert_ptr_equal(cudaGetErrorName(e), cudaGetErrorString(e));
        assert_null(ocr_error_name(e));
        assert_null(ocr_error_string(e));
    }
}

/* Every CUresult with a cudaError_t of the same number maps to it unchanged. */
static void ocr_error_from_cu_identity(void **state)
{
    (void)state;
    size_t identical = 0, unnamed = 0;
#define CHECK(r)                                                                                   \
    if (ocr_error_name((cudaError_t)(r)) != NULL) {                                                \
        assert_int_equal(ocr_error_from_cu(r), (int)(r));                                          \
        identical++;                                                                               \
    } else {                                                                                       \
        /* Only these two CUresults have no cudaError_t of their number. */                        \
        if ((r) != CUDA_ERROR_CONTEXT_ALREADY_CURRENT && (r) != CUDA_ERROR_KEY_ROTATION)           \
            fail_msg("%s (%d) has no cudaError_t of the same number", #r, (int)(r));               \
        unnamed++;                                                                                 \
    }
    OCR_CU_RESULTS(CHECK)
#undef CHECK
    assert_int_equal(unnamed, 2);
    assert_true(identical > 90);
}

/* The runtime's mapping does not rename: spot checks that the numbers mean the same thing. */
static void ocr_error_from_cu_meaning(void **state)
{
    (void)state;
    assert_int_equal(ocr_error_from_cu(CUDA_SUCCESS), cudaSuccess);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_INVALID_VALUE), cudaErrorInvalidValue);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_OUT_OF_MEMORY), cudaErrorMemoryAllocation);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_NO_DEVICE), cudaErrorNoDevice);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_STUB_LIBRARY), cudaErrorStubLibrary);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_INVALID_HANDLE), cudaErrorInvalidResourceHandle);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_NOT_READY), cudaErrorNotReady);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_ILLEGAL_ADDRESS), cudaErrorIllegalAddress);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_LAUNCH_FAILED), cudaErrorLaunchFailure);
    assert_int_equal(ocr_error_from_cu(CUDA_ERROR_UNKNOWN), cudaErrorUnknown);
}

/* 202 and 916 pass through as numbers that the runtime's names do not know. */
static void ocr_error_from_cu_codes_without_runtime_name(void **state)
{
    (void)state;
    cudaError_t a = ocr_error_from_cu(CUDA_ERROR_CONTEXT_ALREADY_CURRENT);
    cudaError_t b = ocr_error_from_cu(CUDA_ERROR_KEY_ROTATION);
    assert_int_equal(a, 202);
    assert_int_equal(b, 916);
    assert_string_equal(cudaGetErrorName(a), "unrecognized error code");
    assert_string_equal(cudaGetErrorString(b), "unrecognized error code");
}

/* The error API needs no driver and does not initialise the runtime. */
static void cudaGetErrorString_needs_no_driver(void **state)
{
    (void)state;
    assert_string_equal(cudaGetErrorString(cudaErrorNoDevice),
                        "no CUDA-capable device is detected");
    assert_string_equal(cudaGetErrorName(cudaErrorNoDevice), "cudaErrorNoDevice");
    assert_int_equal(ocr_init_state, 0);
    assert_int_equal(ocr_tls.last_error, cudaSuccess);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cudaGetErrorName_every_listed_code),
        cmocka_unit_test(cudaGetErrorString_every_listed_code),
        cmocka_unit_test(cudaGetErrorName_every_enumerator_of_the_header),
        cmocka_unit_test(cudaGetErrorName_unknown_codes),
        cmocka_unit_test(ocr_error_from_cu_identity),
        cmocka_unit_test(ocr_error_from_cu_meaning),
        cmocka_unit_test(ocr_error_from_cu_codes_without_runtime_name),
        cmocka_unit_test(cudaGetErrorString_needs_no_driver),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
