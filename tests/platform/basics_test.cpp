// Errors, handle strings, names, system description, capabilities.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <set>
#include <string>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/platform/system.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

TEST(Error, CodesHaveDistinctText) {
    std::set<std::string> texts;
    for (ErrorCode code :
         {ErrorCode::Unsupported, ErrorCode::SystemError, ErrorCode::Timeout, ErrorCode::Closed,
          ErrorCode::Cancelled, ErrorCode::InvalidArgument, ErrorCode::ProtocolError}) {
        texts.insert(toString(code));
    }
    EXPECT_EQ(texts.size(), 7u);
}

TEST(Error, SystemErrorNamesTheCall) {
    const Error error = lastSystemError("frobnicate");
    EXPECT_EQ(error.code, ErrorCode::SystemError);
    EXPECT_EQ(error.message.rfind("frobnicate: ", 0), 0u) << error.message;
    EXPECT_FALSE(systemErrorText(2).empty());
    EXPECT_EQ(lastSocketError("sendto").message.rfind("sendto: ", 0), 0u);
}

TEST(Handle, RoundTripsThroughText) {
    for (NativeHandle handle : {NativeHandle{0}, NativeHandle{17}, NativeHandle{0x7ffffff0}}) {
        auto back = handleFromString(handleToString(handle));
        IPCLAB_ASSERT_OK(back);
        EXPECT_EQ(back.value(), handle);
    }
}

TEST(Handle, RejectsWhatIsNotANumber) {
    for (const char* text : {"", "abc", "12x", "-1", " 3", "99999999999999999999999"}) {
        auto parsed = handleFromString(text);
        ASSERT_FALSE(parsed.ok()) << text;
        EXPECT_EQ(parsed.error().code, ErrorCode::InvalidArgument);
    }
}

TEST(Names, ObjectNamesAreUniqueAndWellFormed) {
    std::set<std::string> names;
    for (int i = 0; i < 100; ++i) {
        const std::string name = uniqueObjectName("test");
        names.insert(name);
        EXPECT_NE(name.find("ipclab-test-"), std::string::npos) << name;
        if (name.front() == '/') {
            // POSIX: one leading slash, within macOS's 31 characters; only where the name
            // has room for its creator's pid (Linux) is it longer.
            if (ownerOfName(name.substr(1))) {
                EXPECT_EQ(ownerOfName(name.substr(1)), currentProcessId()) << name;
            } else {
                EXPECT_LE(name.size(), 31u) << name;
            }
            EXPECT_EQ(name.find('/', 1), std::string::npos) << name;
        } else {
            // Windows: the session-local namespace, no further backslash.
            EXPECT_EQ(name.rfind("Local\\", 0), 0u) << name;
            EXPECT_EQ(name.find('\\', 6), std::string::npos) << name;
        }
    }
    EXPECT_EQ(names.size(), 100u);
}

TEST(Names, TagIsShortenedAndCleaned) {
    const std::string name = uniqueObjectName("a/b\\c:defghij");
    EXPECT_NE(name.find("ipclab-abcd-"), std::string::npos) << name;
    if (name.front() == '/' && !ownerOfName(name.substr(1))) {
        EXPECT_LE(name.size(), 31u);  // macOS's limit; Linux names also carry the pid
    }
}

TEST(Names, TempPathsAreUniqueInAnExistingDirectory) {
    const std::string a = uniqueTempPath("sock");
    const std::string b = uniqueTempPath("sock");
    EXPECT_NE(a, b);
    EXPECT_NE(a.find("ipclab-sock-"), std::string::npos) << a;
    EXPECT_FALSE(std::filesystem::exists(a));
    EXPECT_TRUE(std::filesystem::is_directory(std::filesystem::path(a).parent_path())) << a;
}

TEST(Names, RandomNumbersVary) {
    std::set<unsigned long long> values;
    for (int i = 0; i < 16; ++i)
        values.insert(secureRandom64());
    EXPECT_GE(values.size(), 15u);
}

TEST(System, DescriptionIsFilledIn) {
    const SystemDescription d = describeSystem();
    EXPECT_FALSE(d.osName.empty());
    EXPECT_FALSE(d.osVersion.empty());
    EXPECT_FALSE(d.kernel.empty());
    EXPECT_FALSE(d.cpuModel.empty());
    EXPECT_FALSE(d.architecture.empty());
    EXPECT_FALSE(d.hostName.empty());
    EXPECT_GE(d.logicalCores, 1);
    std::cout << "os: " << d.osName << " | version: " << d.osVersion << " | kernel: " << d.kernel
              << " | cpu: " << d.cpuModel << " x" << d.logicalCores << " (" << d.architecture
              << ") | virtualized: " << d.virtualized << " | idle: " << d.idleDriver
              << " | host: " << d.hostName << "\n";
}

TEST(Capabilities, EveryCapabilityExplainsItself) {
    const Capabilities& caps = capabilities();
    for (const Capability* c : {&caps.cpuPinning, &caps.rdtsc, &caps.anonymousPipes,
                                &caps.tcpSockets, &caps.namedSharedMemory}) {
        EXPECT_FALSE(c->note.empty());
    }
    EXPECT_TRUE(caps.anonymousPipes.available);
    EXPECT_TRUE(caps.tcpSockets.available);
    EXPECT_TRUE(caps.namedSharedMemory.available);
    std::cout << "cpuPinning: " << caps.cpuPinning.available << " " << caps.cpuPinning.note
              << "\nrdtsc: " << caps.rdtsc.available << " " << caps.rdtsc.note << "\n";
}

}  // namespace
}  // namespace ipclab::platform
