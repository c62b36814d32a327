#pragma once
/// Assertions on message text without gmock (the MinGW build compiles GoogleTest without it).
#include <string>
#include <string_view>

#include <gtest/gtest.h>

namespace ipclab::test {

/// Succeeds when `text` contains `part`; the failure shows both.
inline ::testing::AssertionResult contains(std::string_view text, std::string_view part) {
    if (text.find(part) != std::string_view::npos) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << "\"" << text << "\" does not contain \"" << part << "\"";
}

}  // namespace ipclab::test
