#pragma once
// Helpers shared by the platform tests.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform::test {

/// A recognisable, position-dependent byte pattern, so shifted or dropped bytes are caught.
inline std::vector<std::byte> pattern(std::size_t size, std::uint32_t seed = 1) {
    std::vector<std::byte> bytes(size);
    std::uint32_t state = seed * 2654435761u + 1;
    for (std::size_t i = 0; i < size; ++i) {
        state = state * 1664525u + 1013904223u;
        bytes[i] = static_cast<std::byte>(state >> 24);
    }
    return bytes;
}

}  // namespace ipclab::platform::test

// ASSERT that a Status / Expected is ok, printing its message otherwise.
#define IPCLAB_ASSERT_OK(expr)                                              \
    do {                                                                    \
        const auto& ipclab_result_ = (expr);                                \
        ASSERT_TRUE(ipclab_result_.ok()) << ipclab_result_.error().message; \
    } while (false)
