// UDP on loopback: datagrams intact up to the IPv4 limit, receive timeout reported as Timeout
// (a lost datagram), oversized datagram, shutdown waking a blocked receive, port in use.
#include <gtest/gtest.h>

#include <thread>

#include "ipclab/platform/udp_socket.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

using namespace std::chrono_literals;

constexpr auto kUdpPatience = 30s;  // safety net only

struct Pair {
    UdpSocket a;
    UdpSocket b;
};

// Two sockets on loopback connected to each other, as the udp mechanism sets them up: b says
// hello, a learns b's port from it and connects back.
Pair connectedPair(std::size_t bufferBytes) {
    Pair pair;
    auto a = UdpSocket::bind("127.0.0.1", 0, bufferBytes);
    EXPECT_TRUE(a.ok()) << a.error().message;
    auto b = UdpSocket::bind("127.0.0.1", 0, bufferBytes);
    EXPECT_TRUE(b.ok()) << b.error().message;
    if (!a || !b)
        return pair;
    pair.a = std::move(a.value());
    pair.b = std::move(b.value());
    const auto portA = pair.a.localPort();
    EXPECT_TRUE(portA.ok());
    EXPECT_TRUE(pair.b.connect("127.0.0.1", portA.value()).ok());
    const std::byte hello[4] = {std::byte{1}, std::byte{2}, std::byte{3}, std::byte{4}};
    EXPECT_TRUE(pair.b.send(hello).ok());
    std::byte buffer[4]{};
    const auto portB = pair.a.receiveFrom(buffer, kUdpPatience);
    EXPECT_TRUE(portB.ok()) << portB.error().message;
    EXPECT_EQ(portB.value(), pair.b.localPort().value());
    EXPECT_TRUE(pair.a.connect("127.0.0.1", portB.value()).ok());
    return pair;
}

TEST(UdpSocket, DatagramsArriveIntactUpToTheLargestIpv4Payload) {
    Pair pair = connectedPair(kMaxUdpPayloadBytes);
    ASSERT_TRUE(pair.a.valid() && pair.b.valid());
    for (const std::size_t size : {std::size_t{4}, std::size_t{1000}, kMaxUdpPayloadBytes}) {
        SCOPED_TRACE(size);
        const auto sent = test::pattern(size, static_cast<std::uint32_t>(size));
        IPCLAB_ASSERT_OK(pair.a.send(sent));
        std::vector<std::byte> received(size);
        const auto got = pair.b.receive(received);
        IPCLAB_ASSERT_OK(got);
        EXPECT_EQ(got.value(), size);
        EXPECT_EQ(received, sent);
        // And back.
        IPCLAB_ASSERT_OK(pair.b.send(received));
        std::vector<std::byte> echoed(size);
        const auto back = pair.a.receive(echoed);
        IPCLAB_ASSERT_OK(back);
        EXPECT_EQ(echoed, sent);
    }
}

TEST(UdpSocket, ADatagramOverTheLimitIsRefusedBySend) {
    Pair pair = connectedPair(kMaxUdpPayloadBytes);
    ASSERT_TRUE(pair.a.valid());
    const std::vector<std::byte> tooLarge(kMaxUdpPayloadBytes + 1);
    const Status status = pair.a.send(tooLarge);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::SystemError) << status.error().message;
}

TEST(UdpSocket, ReceiveTimeoutIsReportedAsTimeoutAndTheSocketStillWorks) {
    Pair pair = connectedPair(64);
    ASSERT_TRUE(pair.a.valid());
    IPCLAB_ASSERT_OK(pair.b.setReceiveTimeout(50ms));
    std::vector<std::byte> buffer(64);
    const auto lost = pair.b.receive(buffer);
    ASSERT_FALSE(lost.ok());
    EXPECT_EQ(lost.error().code, ErrorCode::Timeout) << lost.error().message;
    // A timeout is one lost message, not a broken socket: the next datagram arrives.
    const auto sent = test::pattern(64, 3);
    IPCLAB_ASSERT_OK(pair.a.send(sent));
    const auto got = pair.b.receive(buffer);
    IPCLAB_ASSERT_OK(got);
    EXPECT_EQ(buffer, sent);
}

TEST(UdpSocket, ADatagramLongerThanTheBufferIsAProtocolError) {
    Pair pair = connectedPair(1000);
    ASSERT_TRUE(pair.a.valid());
    IPCLAB_ASSERT_OK(pair.a.send(test::pattern(1000)));
    std::vector<std::byte> small(100);
    const auto got = pair.b.receive(small);
    ASSERT_FALSE(got.ok());
    EXPECT_EQ(got.error().code, ErrorCode::ProtocolError) << got.error().message;
    EXPECT_NE(got.error().message.find("100"), std::string::npos) << got.error().message;
}

TEST(UdpSocket, ShutdownWakesABlockedReceive) {
    Pair pair = connectedPair(64);
    ASSERT_TRUE(pair.b.valid());
    Expected<std::size_t> result = Error{ErrorCode::SystemError, "not run"};
    std::thread receiver([&] {
        std::vector<std::byte> buffer(64);
        result = pair.b.receive(buffer);
    });
    std::this_thread::sleep_for(100ms);  // let it block; the test holds either way
    pair.b.shutdown();
    receiver.join();
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::Closed) << result.error().message;
}

TEST(UdpSocket, ReceiveFromTimesOutWhenNobodySends) {
    auto socket = UdpSocket::bind("127.0.0.1", 0, 64);
    IPCLAB_ASSERT_OK(socket);
    std::byte buffer[8]{};
    const auto port = socket->receiveFrom(buffer, 20ms);
    ASSERT_FALSE(port.ok());
    EXPECT_EQ(port.error().code, ErrorCode::Timeout);
}

TEST(UdpSocket, PortInUseNamesThePort) {
    auto first = UdpSocket::bind("127.0.0.1", 0, 64);
    IPCLAB_ASSERT_OK(first);
    const auto port = first->localPort();
    IPCLAB_ASSERT_OK(port);
    auto second = UdpSocket::bind("127.0.0.1", port.value(), 64);
    ASSERT_FALSE(second.ok());
    EXPECT_NE(second.error().message.find(std::to_string(port.value())), std::string::npos)
        << second.error().message;
    EXPECT_NE(second.error().message.find("in use"), std::string::npos) << second.error().message;
}

TEST(UdpSocket, ANonNumericAddressIsRefused) {
    auto socket = UdpSocket::bind("localhost", 0, 64);
    ASSERT_FALSE(socket.ok());
    EXPECT_EQ(socket.error().code, ErrorCode::InvalidArgument);
}

}  // namespace
}  // namespace ipclab::platform
