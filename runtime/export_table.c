/*
 * cudaGetExportTable: the runtime's private interfaces, as NVIDIA's runtime serves them (read
 * from its library; the GPU program gpu_devextra asks the same questions):
 * - NULL arguments are cudaErrorInvalidValue, before anything else; the table pointer is
 *   cleared before the identifier is looked at;
 * - two identifiers are answered from tables of the runtime itself, without initialising it:
 *   the runtime's version and error texts, and the list of its error codes;
 * - any other identifier goes to the driver's cuGetExportTable once the runtime is initialised
 *   (no context), whose answer comes back unchanged; a runtime that cannot initialise answers
 *   cudaErrorUnknown.
 * Every failure is recorded as the thread's last error.
 *
 * NVIDIA's runtime also serves a third table of its own (the names and versions of its entry
 * points); this one does not, so that identifier is the driver's to answer.
 */
#include "error_table.h"
#include "internal.h"

#include <stdint.h>
#include <string.h>

/* b646c6a2-110b-294a-890a-2e89ad00abd0: the runtime's version, a constant 1, error texts. */
static const unsigned char runtime_info_id[16] = {0xb6, 0x46, 0xc6, 0xa2, 0x11, 0x0b, 0x29, 0x4a,
                                                  0x89, 0x0a, 0x2e, 0x89, 0xad, 0x00, 0xab, 0xd0};
/* 10cdde21-b3aa-314c-b4e3-d5b587cd3679: the runtime's error codes. */
static const unsigned char error_codes_id[16] = {0x10, 0xcd, 0xde, 0x21, 0xb3, 0xaa, 0x31, 0x4c,
                                                 0xb4, 0xe3, 0xd5, 0xb5, 0x87, 0xcd, 0x36, 0x79};

static int runtime_version(int *version)
{
    if (version == NULL)
        return cudaErrorInvalidValue;
    *version = OCR_CUDART_API_VERSION;
    return cudaSuccess;
}

static int constant_one(int *value)
{
    if (value == NULL)
        return cudaErrorInvalidValue;
    *value = 1;
    return cudaSuccess;
}

static int error_texts(cudaError_t code, const char **name, const char **text)
{
    if (name != NULL)
        *name = ocr_error_name_or_unknown(code);
    if (text != NULL)
        *text = ocr_error_string_or_unknown(code);
    return cudaSuccess;
}

static const struct {
    size_t size;
    void *fn[3];
} runtime_info = {sizeof runtime_info,
                  {(void *)runtime_version, (void *)constant_one, (void *)error_texts}};

/* Every code the runtime names, in the order of NVIDIA's list: the current codes by value, then
 * the deprecated ones and cudaErrorApiFailureBase. The codes of the error table, checked below.
 * The codes of 13.1-13.3 (10, 917, 918) are placed by value: their place in NVIDIA's 13.x list
 * was not read. */
static const int listed_codes[] = {
    0,   1,   2,   3,   4,   5,   6,   7,   8,   10,  34,   36,  46,  100, 101, 102, 103, 200,
    201, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214,  215, 216, 217, 218, 219, 220, 221,
    222, 223, 224, 225, 226, 300, 301, 302, 303, 304, 400,  401, 402, 500, 600, 700, 701, 702,
    703, 704, 705, 708, 709, 710, 711, 712, 713, 714, 715,  716, 717, 718, 719, 720, 721, 800,
    801, 802, 803, 804, 805, 806, 807, 808, 809, 810, 811,  812, 900, 901, 902, 903, 904, 905,
    906, 907, 908, 909, 910, 911, 912, 913, 914, 915, 917,  918, 999, 52,  53,  98,  9,   12,
    13,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25,   26,  27,  28,  31,  32,  35,  37,
    43,  44,  45,  49,  65,  66,  67,  68,  69,  127, 10000};
#define OCR_ERROR_CODE(name, text) +1
_Static_assert(sizeof listed_codes / sizeof listed_codes[0] == 0 OCR_ERROR_LIST(OCR_ERROR_CODE),
               "one entry per code of the error table");
#undef OCR_ERROR_CODE

static int error_codes(uint64_t *count, const int **codes)
{
    if (count == NULL || codes == NULL)
        return cudaErrorInvalidValue;
    *count = sizeof listed_codes / sizeof listed_codes[0];
    *codes = listed_codes;
    return cudaSuccess;
}

static const struct {
    size_t size;
    void *fn[1];
} error_code_list = {sizeof error_code_list, {(void *)error_codes}};

static cudaError_t export_table(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    if (ppExportTable == NULL || pExportTableId == NULL)
        return cudaErrorInvalidValue;
    *ppExportTable = NULL;
    if (memcmp(pExportTableId->bytes, runtime_info_id, 16) == 0) {
        *ppExportTable = &runtime_info;
        return cudaSuccess;
    }
    if (memcmp(pExportTableId->bytes, error_codes_id, 16) == 0) {
        *ppExportTable = &error_code_list;
        return cudaSuccess;
    }
    if (ocr_init() != cudaSuccess)
        return cudaErrorUnknown;
    return ocr_cu(DRV.cuGetExportTable(ppExportTable, (const CUuuid *)pExportTableId));
}

cudaError_t cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    OCR_RETURN_NOINIT(export_table(ppExportTable, pExportTableId));
}
