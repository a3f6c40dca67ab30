/* A library that takes 512 bytes of the static TLS block when it is loaded with dlopen
 * (initial-exec TLS), as many plugins do: tls_dlopen.c loads copies until that block is full. */
__thread char ocr_tls_hog[512] __attribute__((tls_model("initial-exec")));

char *ocr_tls_hog_touch(void)
{
    ocr_tls_hog[0] = 1;
    return ocr_tls_hog;
}
