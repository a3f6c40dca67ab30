/*
 * Output files (src/outfile.h): only ever regular files. A FIFO, a directory, a device (/dev/full)
 * and a link to nothing are refused and left as they are; a link to a file is followed (the link
 * stays, its target is written); OCR_OUT_REPLACE writes under a temporary name opened O_EXCL and
 * renames it over the target only at the end (a failed file leaves the old one); OCR_OUT_APPEND
 * keeps what is there; a write error (/dev/full: ENOSPC) is reported and the result says it.
 */
#include "unit.h"

#include "outfile.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[64];

static const char *in_dir(const char *name)
{
    static char buf[2][128];
    static int k;
    k ^= 1;
    snprintf(buf[k], sizeof buf[k], "%s/%s", dir, name);
    return buf[k];
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void assert_holds(const char *path, const char *text)
{
    char buf[256] = "";
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    assert_string_equal(buf, text);
}

/* Only the names the test made are in the folder (no temporary name left). */
static void assert_entries(int n)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) = %d", dir, n);
    assert_int_equal(system(cmd), 0);
}

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/ocr-outfile-XXXXXX");
    return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    return system(cmd);
}

static void refuses_what_is_not_a_regular_file(void **state)
{
    (void)state;
    struct ocr_out o;
    struct stat before, after;
    assert_int_equal(mkfifo(in_dir("fifo"), 0600), 0);
    assert_int_equal(mkdir(in_dir("dir"), 0700), 0);
    assert_int_equal(symlink("nothing", in_dir("dangling")), 0);
    for (int mode = OCR_OUT_REPLACE; mode <= OCR_OUT_APPEND; mode++) {
        assert_false(ocr_out_open(&o, in_dir("fifo"), mode, "test"));
        assert_false(ocr_out_open(&o, in_dir("dir"), mode, "test"));
        assert_false(ocr_out_open(&o, in_dir("dangling"), mode, "test"));
        assert_int_equal(stat("/dev/full", &before), 0);
        assert_false(ocr_out_open(&o, "/dev/full", mode, "test"));
        assert_int_equal(stat("/dev/full", &after), 0);
        assert_true(S_ISCHR(after.st_mode) && after.st_ino == before.st_ino &&
                    after.st_rdev == before.st_rdev);
    }
    struct stat st;
    assert_int_equal(lstat(in_dir("fifo"), &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_int_equal(lstat(in_dir("dangling"), &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_entries(3);
}

static void replace_renames_at_the_end_only(void **state)
{
    (void)state;
    struct ocr_out o;
    put(in_dir("file"), "old");
    assert_true(ocr_out_open(&o, in_dir("file"), OCR_OUT_REPLACE, "test"));
    assert_true(ocr_out_write(&o, "new", 3));
    assert_holds(in_dir("file"), "old"); /* not yet */
    /* the temporary name was made with O_EXCL in the same folder */
    assert_int_equal(strncmp(o.tmp, in_dir("file.tmp."), strlen(in_dir("file.tmp."))), 0);
    assert_int_equal(open(o.tmp, O_WRONLY | O_CREAT | O_EXCL, 0600), -1);
    assert_true(ocr_out_close(&o, true, false));
    assert_holds(in_dir("file"), "new");
    /* not kept: the old file stays, the temporary name goes */
    assert_true(ocr_out_open(&o, in_dir("file"), OCR_OUT_REPLACE, "test"));
    assert_true(ocr_out_write(&o, "lost", 4));
    assert_false(ocr_out_close(&o, false, false));
    assert_holds(in_dir("file"), "new");
    /* a link is followed: its target is replaced, the link stays */
    assert_int_equal(symlink("file", in_dir("link")), 0);
    assert_true(ocr_out_open(&o, in_dir("link"), OCR_OUT_REPLACE, "test"));
    assert_true(ocr_out_write(&o, "linked", 6));
    assert_true(ocr_out_close(&o, true, false));
    struct stat st;
    assert_int_equal(lstat(in_dir("link"), &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_holds(in_dir("file"), "linked");
    /* the name became a FIFO while the file was written: not renamed over it */
    assert_true(ocr_out_open(&o, in_dir("late"), OCR_OUT_REPLACE, "test"));
    assert_int_equal(mkfifo(in_dir("late"), 0600), 0);
    assert_true(ocr_out_write(&o, "x", 1));
    assert_false(ocr_out_close(&o, true, false));
    assert_int_equal(lstat(in_dir("late"), &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_entries(3);
}

static void truncate_and_append(void **state)
{
    (void)state;
    struct ocr_out o;
    put(in_dir("report"), "previous run\n");
    assert_true(ocr_out_open(&o, in_dir("report"), OCR_OUT_TRUNCATE, "test"));
    assert_true(ocr_out_write(&o, "a\n", 2));
    assert_true(ocr_out_close(&o, true, false));
    assert_holds(in_dir("report"), "a\n");
    assert_true(ocr_out_open(&o, in_dir("report"), OCR_OUT_APPEND, "test"));
    assert_true(ocr_out_write(&o, "b\n", 2));
    assert_true(ocr_out_close(&o, true, false));
    assert_holds(in_dir("report"), "a\nb\n");
    assert_entries(1);
}

/* /dev/full: every write fails with ENOSPC, as on a full disk; said once, the result false. */
static void write_errors_are_reported(void **state)
{
    (void)state;
    struct ocr_out o;
    memset(&o, 0, sizeof o);
    o.who = "test";
    o.mode = OCR_OUT_APPEND;
    snprintf(o.path, sizeof o.path, "/dev/full");
    o.fd = open("/dev/full", O_WRONLY | O_CLOEXEC);
    assert_true(o.fd >= 0);
    assert_false(ocr_out_write(&o, "line\n", 5));
    assert_true(o.failed);
    assert_false(ocr_out_write(&o, "line\n", 5));
    assert_false(ocr_out_close(&o, true, false));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(refuses_what_is_not_a_regular_file, setup, teardown),
        cmocka_unit_test_setup_teardown(replace_renames_at_the_end_only, setup, teardown),
        cmocka_unit_test_setup_teardown(truncate_and_append, setup, teardown),
        cmocka_unit_test(write_errors_are_reported),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
