"""The kernel the probes of tests/gpu/cuda13x/probe.py load (PTX, through cudaLibraryLoadData)."""

# A kernel with three parameters (an int, a pointer, a float) for cudaFuncGetParamCount.
PTX = b"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry k3(.param .u32 a, .param .u64 b, .param .f32 c)
{
    ret;
}
.visible .entry k0()
{
    ret;
}
"""
