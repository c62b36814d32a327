// Test entry point: the process-wide set-up every ipclab executable does at start.
#include <gtest/gtest.h>

#include "ipclab/platform/process.hpp"
#include "ipclab/platform/socket.hpp"

int main(int argc, char** argv) {
    ipclab::platform::ignoreBrokenPipeSignal();
    if (!ipclab::platform::startSockets())
        return 1;
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
