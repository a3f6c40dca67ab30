/*
 * cudaGraphDebugDotPrint's memcpy records (graph/dot.c): the driver's CUDA_MEMCPY3D form of a
 * node's parameters rewritten as NVIDIA's runtime prints them (the texts below are the driver's
 * and NVIDIA's on the H200, gpu_graphdot, with addresses filled in); everything else, and a
 * record that does not parse, left as the driver wrote it.
 */
#include "unit.h"

#include "graph_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *rewrite(const char *text)
{
    char path[] = "/tmp/ocr_dot_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    ocr_graph_dot_rewrite(path);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    static char out[8192];
    size_t n = fread(out, 1, sizeof out - 1, f);
    out[n] = '\0';
    fclose(f);
    unlink(path);
    return out;
}

#define HEAD "digraph dot {\n\"graph_1_node_0\"[style=\"solid\" shape=\"record\" label=\"{\nMEMCPY\n| {{ID | node handle} | {0 (topoId: 7) | 0x55d0c0a1b2c0}}\n"
#define TAIL "}\"];\n}\n"

static void memcpy_1d_host_to_device(void **state)
{
    (void)state;
    const char *in =
        HEAD "| {{src | dst} | { MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | "
             "Height | LOD | MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | "
             "Height | LOD} | {HOST (HOST PAGEABLE) | 0x0 | 0x7ffd1000 | 0x7ffd1000 | 0 | 0 | 0 | "
             "0 | 0 | 0 | DEVICE (DEVICE) | 0x0 | 0x7f0000200000 | 0x7f0000200000 | 0 | 0 | 0 | 0 "
             "| 0 | 0}}\n| {Extent | {WidthInBytes | Height | Depth} | {4096 | 1 | 1}}\n" TAIL;
    const char *want =
        HEAD "| {kind | HtoD (HOST PAGEABLE to DEVICE)}\n| {{srcPtr | dstPtr} | {pitch | ptr | "
             "xsize | ysize | pitch | ptr | xsize | ysize} | {0 | 0x7ffd1000 | 0 | 0 | 0 | "
             "0x7f0000200000 | 0 | 0}}\n| {{srcPos | {{x | 0} | {y | 0} | {z | 0}}} | {dstPos | "
             "{{x | 0} | {y | 0} | {z | 0}}} | {Extent | {{Width | 4096} | {Height | 1} | {Depth | "
             "1}}}}\n" TAIL;
    assert_string_equal(rewrite(in), want);
}

static void memcpy_default_and_pitched(void **state)
{
    (void)state;
    const char *in =
        HEAD "| {{src | dst} | { MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | "
             "Height | LOD | MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | "
             "Height | LOD} | {UNIFIED (DEVICE) | 0x0 | 0x7f00 | 0x7f00 | 0 | 0 | 0 | 512 | 16 | "
             "0 | UNIFIED (HOST PINNED) | 0x0 | 0x7e00 | 0x7e00 | 8 | 1 | 0 | 64 | 0 | 0}}\n| "
             "{Extent | {WidthInBytes | Height | Depth} | {64 | 4 | 1}}\n" TAIL;
    const char *want =
        HEAD "| {kind | default (DEVICE to HOST PINNED)}\n| {{srcPtr | dstPtr} | {pitch | ptr | "
             "xsize | ysize | pitch | ptr | xsize | ysize} | {512 | 0x7f00 | 0 | 16 | 64 | 0x7e00 "
             "| 0 | 0}}\n| {{srcPos | {{x | 0} | {y | 0} | {z | 0}}} | {dstPos | {{x | 8} | {y | "
             "1} | {z | 0}}} | {Extent | {{Width | 64} | {Height | 4} | {Depth | 1}}}}\n" TAIL;
    assert_string_equal(rewrite(in), want);
}

static void other_text_unchanged(void **state)
{
    (void)state;
    const char *kernel = "digraph dot {\n\"graph_1_node_2\"[style=\"bold\" shape=\"record\" "
                         "label=\"{KERNEL\n| {ID | 2 (topoId: 6) | _Z5k_addPKiS0_Pim}\n}\"];\n}\n";
    assert_string_equal(rewrite(kernel), kernel);
    /* A record whose values do not parse stays the driver's. */
    const char *bad =
        HEAD "| {{src | dst} | { MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | "
             "Height | LOD | MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | "
             "Height | LOD} | {HOST | 0x0}}\n| {Extent | {WidthInBytes | Height | Depth} | {4096 "
             "| 1 | 1}}\n" TAIL;
    assert_string_equal(rewrite(bad), bad);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(memcpy_1d_host_to_device, unit_install_fake),
        cmocka_unit_test_setup(memcpy_default_and_pitched, unit_install_fake),
        cmocka_unit_test_setup(other_text_unchanged, unit_install_fake),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
