// TCP on loopback: echo with content check, timeouts, port in use, refusal, shutdown.
#include <gtest/gtest.h>

#include <future>
#include <iostream>
#include <thread>

#include "ipclab/platform/socket.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

using namespace std::chrono_literals;

constexpr auto kSocketPatience = 30s;  // safety net only

struct Connected {
    Socket listener;
    Socket client;
    Socket server;
};

Connected connectPair(const std::string& address = "127.0.0.1") {
    Connected pair;
    auto listener = Socket::listenTcp(address, 0);
    EXPECT_TRUE(listener.ok()) << listener.error().message;
    if (!listener)
        return pair;
    pair.listener = std::move(listener.value());
    auto port = pair.listener.localPort();
    EXPECT_TRUE(port.ok());
    auto client = Socket::connectTcp(address, port.value(), kSocketPatience);
    EXPECT_TRUE(client.ok()) << client.error().message;
    if (!client)
        return pair;
    pair.client = std::move(client.value());
    auto server = pair.listener.accept(kSocketPatience);
    EXPECT_TRUE(server.ok()) << server.error().message;
    if (server)
        pair.server = std::move(server.value());
    return pair;
}

void echoOnce(const std::string& address) {
    Connected pair = connectPair(address);
    ASSERT_TRUE(pair.server.valid());
    IPCLAB_ASSERT_OK(pair.client.setNoDelay(true));
    IPCLAB_ASSERT_OK(pair.server.setNoDelay(true));
    const auto sent = test::pattern(1 << 20, 7);
    // Server: echo everything back, from its own thread (1 MiB exceeds the socket buffers).
    std::thread server([&] {
        std::vector<std::byte> buffer(sent.size());
        if (pair.server.receiveExact(buffer))
            (void)pair.server.sendAll(buffer);
    });
    Status written;
    std::thread writer([&] { written = pair.client.sendAll(sent); });
    std::vector<std::byte> received(sent.size());
    const Status read = pair.client.receiveExact(received);
    writer.join();
    server.join();
    IPCLAB_ASSERT_OK(written);
    IPCLAB_ASSERT_OK(read);
    EXPECT_TRUE(received == sent);
}

TEST(Socket, EchoesOneMebibyteOverIpv4Loopback) {
    echoOnce("127.0.0.1");
}

TEST(Socket, EchoesOverIpv6LoopbackWhereAvailable) {
    auto probe = Socket::listenTcp("::1", 0);
    if (!probe)
        GTEST_SKIP() << "no IPv6 loopback here: " << probe.error().message;
    probe->close();
    echoOnce("::1");
}

TEST(Socket, ListenerPicksAFreePort) {
    auto listener = Socket::listenTcp("127.0.0.1", 0);
    IPCLAB_ASSERT_OK(listener);
    auto port = listener->localPort();
    IPCLAB_ASSERT_OK(port);
    EXPECT_GT(port.value(), 0);
}

TEST(Socket, AcceptTimesOut) {
    auto listener = Socket::listenTcp("127.0.0.1", 0);
    IPCLAB_ASSERT_OK(listener);
    auto accepted = listener->accept(30ms);
    ASSERT_FALSE(accepted.ok());
    EXPECT_EQ(accepted.error().code, ErrorCode::Timeout) << accepted.error().message;
}

TEST(Socket, PortInUseIsNamedInTheError) {
    auto first = Socket::listenTcp("127.0.0.1", 0);
    IPCLAB_ASSERT_OK(first);
    const std::uint16_t port = first->localPort().value();
    auto second = Socket::listenTcp("127.0.0.1", port);
    ASSERT_FALSE(second.ok());
    const std::string& message = second.error().message;
    EXPECT_NE(message.find("127.0.0.1:" + std::to_string(port)), std::string::npos) << message;
    EXPECT_NE(message.find("in use"), std::string::npos) << message;
    std::cout << message << "\n";
}

TEST(Socket, ConnectionRefusedIsAnError) {
    std::uint16_t port = 0;
    {
        auto listener = Socket::listenTcp("127.0.0.1", 0);
        IPCLAB_ASSERT_OK(listener);
        port = listener->localPort().value();
    }  // closed: nobody listens there now
    auto client = Socket::connectTcp("127.0.0.1", port, kSocketPatience);
    ASSERT_FALSE(client.ok());
    EXPECT_NE(client.error().message.find(std::to_string(port)), std::string::npos)
        << client.error().message;
    std::cout << client.error().message << "\n";
}

TEST(Socket, NonNumericAddressIsInvalid) {
    auto listener = Socket::listenTcp("localhost", 0);
    ASSERT_FALSE(listener.ok());
    EXPECT_EQ(listener.error().code, ErrorCode::InvalidArgument) << listener.error().message;
    auto client = Socket::connectTcp("not an address", 80, 1s);
    ASSERT_FALSE(client.ok());
    EXPECT_EQ(client.error().code, ErrorCode::InvalidArgument) << client.error().message;
}

TEST(Socket, ShutdownWakesABlockedReceive) {
    Connected pair = connectPair();
    ASSERT_TRUE(pair.server.valid());
    auto receiving = std::async(std::launch::async, [&] {
        std::byte byte{};
        return pair.server.receiveExact(std::span(&byte, 1));
    });
    std::this_thread::sleep_for(50ms);  // usually lets it block; correct either way
    pair.server.shutdownBoth();
    if (receiving.wait_for(kSocketPatience) != std::future_status::ready) {
        pair.client.close();  // unblock it so the test can end
        FAIL() << "shutdownBoth did not wake the blocked receive";
    }
    const Status received = receiving.get();
    ASSERT_FALSE(received.ok());
    EXPECT_EQ(received.error().code, ErrorCode::Closed) << received.error().message;
    EXPECT_TRUE(pair.server.valid());
}

TEST(Socket, ReceiveAfterPeerClosedIsClosed) {
    Connected pair = connectPair();
    ASSERT_TRUE(pair.server.valid());
    const auto sent = test::pattern(10);
    IPCLAB_ASSERT_OK(pair.client.sendAll(sent));
    pair.client.close();
    std::vector<std::byte> received(11);
    const Status read = pair.server.receiveExact(received);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::Closed) << read.error().message;
}

TEST(Socket, SendAfterPeerClosedIsClosed) {
    Connected pair = connectPair();
    ASSERT_TRUE(pair.server.valid());
    pair.server.close();
    const auto chunk = test::pattern(65536);
    Status sent;
    // The first sends may still be buffered; the reset arrives within a few.
    for (int i = 0; i < 1000 && sent.ok(); ++i) {
        sent = pair.client.sendAll(chunk);
        if (sent.ok())
            std::this_thread::sleep_for(1ms);
    }
    ASSERT_FALSE(sent.ok());
    EXPECT_EQ(sent.error().code, ErrorCode::Closed) << sent.error().message;
}

TEST(Socket, MovedFromSocketIsEmpty) {
    auto listener = Socket::listenTcp("127.0.0.1", 0);
    IPCLAB_ASSERT_OK(listener);
    Socket moved = std::move(listener.value());
    EXPECT_TRUE(moved.valid());
    EXPECT_FALSE(listener->valid());  // NOLINT(bugprone-use-after-move)
    std::byte byte{};
    const Status received = listener->receiveExact(std::span(&byte, 1));
    ASSERT_FALSE(received.ok());
    EXPECT_EQ(received.error().code, ErrorCode::InvalidArgument);
}

// Issue 35, item 3: a remote controller that stopped reading held the peer's connection
// thread in send() for ever. With a send timeout, a send to a reader that takes nothing ends
// with Timeout once the buffers are full, and never blocks for ever.
TEST(Socket, ASendToAReaderThatStoppedReadingTimesOut) {
    Connected pair = connectPair();
    ASSERT_TRUE(pair.server.valid());
    IPCLAB_ASSERT_OK(pair.client.setSendTimeout(200ms));
    // Far more than loopback's socket buffers can hold; the server never reads.
    const std::vector<std::byte> flood(64u << 20);
    auto sent = std::async(std::launch::async, [&] { return pair.client.sendAll(flood); });
    const bool ended = sent.wait_for(kSocketPatience) == std::future_status::ready;
    if (!ended) {
        pair.client.shutdownBoth();  // ends the blocked send, so the test fails, not hangs
    }
    ASSERT_TRUE(ended) << "send did not time out";
    const Status status = sent.get();
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Timeout) << status.error().message;
}

}  // namespace
}  // namespace ipclab::platform
