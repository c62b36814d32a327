// Named kernel objects: FIFO pairs, POSIX and System V message queues, Unix domain sockets and
// the private directory that holds socket files and FIFOs. Where the OS lacks one, the test
// checks that it says so (Unsupported with a reason) instead of pretending.
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/fifo.hpp"
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/private_directory.hpp"
#include "ipclab/platform/socket.hpp"

namespace ipclab::platform {
namespace {

using std::chrono::milliseconds;
namespace fs = std::filesystem;

std::vector<std::byte> pattern(std::size_t size, unsigned seed) {
    std::vector<std::byte> data(size);
    for (std::size_t i = 0; i < size; ++i) {
        data[i] = static_cast<std::byte>((i * 31 + seed) & 0xFF);
    }
    return data;
}

// ---- PrivateDirectory ----------------------------------------------------------------------

TEST(PrivateDirectory, IsCreatedFreshAndRemovedWithItsContents) {
    std::string path;
    {
        auto directory = PrivateDirectory::create("test");
        ASSERT_TRUE(directory.ok()) << directory.error().message;
        path = directory->path();
        EXPECT_TRUE(fs::is_directory(path));
        EXPECT_NE(fs::path(path).filename().string().find("ipclab-test-"), std::string::npos);
        std::ofstream(directory->entry("file")) << "x";
        EXPECT_TRUE(fs::exists(directory->entry("file")));
        // Owner-only: mode 0700 where the OS has POSIX permissions (Windows relies on the
        // temporary folder's ACL, which std::filesystem does not show).
        if (capabilities().fifo.note.find("0700") != std::string::npos) {
            const auto perms = fs::status(path).permissions();
            EXPECT_EQ(perms & (fs::perms::group_all | fs::perms::others_all), fs::perms::none);
        }
    }
    EXPECT_FALSE(fs::exists(path));
}

TEST(PrivateDirectory, MovedFromDoesNotRemove) {
    auto directory = PrivateDirectory::create("test");
    ASSERT_TRUE(directory.ok()) << directory.error().message;
    PrivateDirectory moved = std::move(directory.value());
    { PrivateDirectory empty = std::move(directory.value()); }
    EXPECT_TRUE(fs::is_directory(moved.path()));
    const std::string path = moved.path();
    moved.remove();
    moved.remove();  // idempotent
    EXPECT_FALSE(fs::exists(path));
}

// ---- FifoPair ------------------------------------------------------------------------------

struct ConnectedFifos {
    FifoPair owner;
    FifoPair::Ends other;
};

ConnectedFifos connectFifos() {
    auto pair = FifoPair::create("test");
    EXPECT_TRUE(pair.ok()) << pair.error().message;
    ConnectedFifos result{std::move(pair.value()), {}};
    Expected<FifoPair::Ends> ends = Error{};
    std::thread other([&] { ends = FifoPair::attach(result.owner.name(), milliseconds(10'000)); });
    Status connected = result.owner.connect(milliseconds(10'000));
    other.join();
    EXPECT_TRUE(connected.ok()) << connected.error().message;
    EXPECT_TRUE(ends.ok()) << ends.error().message;
    if (ends.ok()) {
        result.other = std::move(ends.value());
    }
    return result;
}

TEST(FifoPair, CarriesBytesBothWaysAndIsRemovedAfterwards) {
    ASSERT_TRUE(capabilities().fifo.available) << capabilities().fifo.note;
    std::string name;
    {
        auto fifos = connectFifos();
        ASSERT_TRUE(fifos.owner.connected());
        name = fifos.owner.name();
        // Larger than a pipe buffer, so the writer must wait for the reader.
        const auto out = pattern(300'000, 1);
        std::vector<std::byte> in(out.size());
        std::thread reader([&] { EXPECT_TRUE(fifos.other.reading.readExact(in).ok()); });
        EXPECT_TRUE(fifos.owner.writing().writeAll(out).ok());
        reader.join();
        EXPECT_EQ(in, out);

        const auto back = pattern(1000, 2);
        std::vector<std::byte> got(back.size());
        ASSERT_TRUE(fifos.other.writing.writeAll(back).ok());
        ASSERT_TRUE(fifos.owner.reading().readExact(got).ok());
        EXPECT_EQ(got, back);
    }
    // Gone with the owner: nobody can attach any more.
    auto late = FifoPair::attach(name, milliseconds(200));
    EXPECT_FALSE(late.ok());
    EXPECT_FALSE(fs::exists(name));
}

TEST(FifoPair, AMovedPairKeepsTheConnectionAndTheMovedFromHasNone) {
    ASSERT_TRUE(capabilities().fifo.available) << capabilities().fifo.note;
    auto fifos = connectFifos();
    const std::string name = fifos.owner.name();
    FifoPair moved = std::move(fifos.owner);
    EXPECT_TRUE(moved.connected());
    EXPECT_FALSE(fifos.owner.connected());  // NOLINT(bugprone-use-after-move): what is left
    const auto data = pattern(1000, 4);
    std::vector<std::byte> got(data.size());
    ASSERT_TRUE(moved.writing().writeAll(data).ok());
    ASSERT_TRUE(fifos.other.reading.readExact(got).ok());
    EXPECT_EQ(got, data);

    FifoPair assigned;
    assigned = std::move(moved);
    EXPECT_TRUE(assigned.connected());
    assigned.remove();
    EXPECT_FALSE(assigned.connected());
    EXPECT_FALSE(FifoPair::attach(name, milliseconds(200)).ok());
}

TEST(FifoPair, ReadingEndSeesClosedWhenTheOtherProcessCloses) {
    auto fifos = connectFifos();
    fifos.other.writing.close();
    fifos.other.reading.close();
    std::array<std::byte, 4> buffer{};
    const Status read = fifos.owner.reading().readExact(buffer);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::Closed);
    const auto data = pattern(100'000, 3);
    const Status write = fifos.owner.writing().writeAll(data);
    ASSERT_FALSE(write.ok());
    EXPECT_EQ(write.error().code, ErrorCode::Closed);
}

TEST(FifoPair, ConnectTimesOutWhileNobodyAttachesAndCanBeRetried) {
    auto pair = FifoPair::create("test");
    ASSERT_TRUE(pair.ok()) << pair.error().message;
    const Status first = pair->connect(milliseconds(30));
    ASSERT_FALSE(first.ok());
    EXPECT_EQ(first.error().code, ErrorCode::Timeout);
    Expected<FifoPair::Ends> ends = Error{};
    std::thread other([&] { ends = FifoPair::attach(pair->name(), milliseconds(10'000)); });
    const Status second = pair->connect(milliseconds(10'000));
    other.join();
    EXPECT_TRUE(second.ok()) << second.error().message;
    EXPECT_TRUE(ends.ok()) << ends.error().message;
}

TEST(FifoPair, AttachToAPairThatDoesNotExistFails) {
    const auto name = uniqueTempPath("none");
    auto ends = FifoPair::attach(name, milliseconds(100));
    EXPECT_FALSE(ends.ok());
}

TEST(FifoPair, AttachRefusesWhatIsNotAFifo) {
    // Ordinary files where the FIFOs should be (POSIX), or no pipe name at all (Windows).
    auto directory = PrivateDirectory::create("test");
    ASSERT_TRUE(directory.ok()) << directory.error().message;
    std::ofstream(directory->entry("to-peer")) << "x";
    std::ofstream(directory->entry("from-peer")) << "x";
    auto ends = FifoPair::attach(directory->path(), milliseconds(100));
    ASSERT_FALSE(ends.ok());
    EXPECT_EQ(ends.error().code, ErrorCode::InvalidArgument) << ends.error().message;
}

TEST(FifoPair, AttachTimesOutWhenTheOwnerNeverConnects) {
    auto pair = FifoPair::create("test");
    ASSERT_TRUE(pair.ok()) << pair.error().message;
    auto ends = FifoPair::attach(pair->name(), milliseconds(50));
    // POSIX waits for the owner's hello; Windows connects at once (the owner's pipe listens).
    if (!ends.ok()) {
        EXPECT_EQ(ends.error().code, ErrorCode::Timeout) << ends.error().message;
    }
}

// ---- POSIX message queues ------------------------------------------------------------------

TEST(PosixMessageQueue, UnavailableSaysWhy) {
    if (capabilities().posixMessageQueues.available) {
        GTEST_SKIP() << "POSIX message queues exist here";
    }
    EXPECT_FALSE(capabilities().posixMessageQueues.note.empty());
    auto queue = PosixMessageQueue::create(uniqueObjectName("test"), 64);
    ASSERT_FALSE(queue.ok());
    EXPECT_EQ(queue.error().code, ErrorCode::Unsupported);
    EXPECT_FALSE(queue.error().message.empty());
}

class PosixQueueTest : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!capabilities().posixMessageQueues.available) {
            GTEST_SKIP() << capabilities().posixMessageQueues.note;
        }
    }
};

TEST_F(PosixQueueTest, CarriesWholeMessagesWithTheirLengths) {
    const std::string name = uniqueObjectName("test");
    auto created = PosixMessageQueue::create(name, 1000);
    ASSERT_TRUE(created.ok()) << created.error().message;
    auto opened = PosixMessageQueue::open(name);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    EXPECT_EQ(opened->maxMessageBytes(), 1000u);

    const auto big = pattern(1000, 4);
    const auto small = pattern(4, 5);
    ASSERT_TRUE(created->send(big).ok());
    ASSERT_TRUE(created->send(small).ok());
    std::vector<std::byte> buffer(1000);
    auto got = opened->receive(buffer);
    ASSERT_TRUE(got.ok()) << got.error().message;
    EXPECT_EQ(got.value(), 1000u);
    EXPECT_EQ(buffer, big);
    got = opened->receive(buffer);
    ASSERT_TRUE(got.ok()) << got.error().message;
    ASSERT_EQ(got.value(), 4u);
    EXPECT_TRUE(std::equal(small.begin(), small.end(), buffer.begin()));
}

TEST_F(PosixQueueTest, TryCallsNeverBlock) {
    auto queue = PosixMessageQueue::create(uniqueObjectName("test"), 16);
    ASSERT_TRUE(queue.ok()) << queue.error().message;
    std::vector<std::byte> buffer(16);
    auto empty = queue->tryReceive(buffer);
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().code, ErrorCode::Timeout);
    const auto limits = PosixMessageQueue::limits();
    ASSERT_TRUE(limits.ok());
    Status status;
    std::size_t sent = 0;
    while ((status = queue->trySend(std::span<const std::byte>(buffer.data(), 8))).ok()) {
        ASSERT_LT(++sent, 100'000u) << "the queue never filled";
    }
    EXPECT_EQ(status.error().code, ErrorCode::Timeout);
    EXPECT_GE(sent, 1u);
    auto one = queue->tryReceive(buffer);
    ASSERT_TRUE(one.ok()) << one.error().message;
    EXPECT_EQ(one.value(), 8u);
}

TEST_F(PosixQueueTest, SizeAboveTheSystemLimitIsRefusedNamingTheLimit) {
    const auto limits = PosixMessageQueue::limits();
    ASSERT_TRUE(limits.ok()) << limits.error().message;
    auto queue = PosixMessageQueue::create(uniqueObjectName("test"), limits->maxMessageBytes + 1);
    ASSERT_FALSE(queue.ok());
    EXPECT_EQ(queue.error().code, ErrorCode::InvalidArgument);
    EXPECT_NE(queue.error().message.find(std::to_string(limits->maxMessageBytes)),
              std::string::npos)
        << queue.error().message;
    EXPECT_NE(queue.error().message.find("msgsize_max"), std::string::npos)
        << queue.error().message;
}

TEST_F(PosixQueueTest, NameTakenIsRefusedAndTheCreatorUnlinks) {
    const std::string name = uniqueObjectName("test");
    {
        auto first = PosixMessageQueue::create(name, 64);
        ASSERT_TRUE(first.ok()) << first.error().message;
        auto second = PosixMessageQueue::create(name, 64);
        ASSERT_FALSE(second.ok());
        EXPECT_NE(second.error().message.find("mq_open"), std::string::npos);
    }
    auto after = PosixMessageQueue::open(name);
    EXPECT_FALSE(after.ok()) << "the queue outlived its creator";
}

// ---- System V message queues ---------------------------------------------------------------

TEST(SysvMessageQueue, UnavailableSaysWhy) {
    if (capabilities().sysvMessageQueues.available) {
        GTEST_SKIP() << "System V message queues exist here";
    }
    EXPECT_FALSE(capabilities().sysvMessageQueues.note.empty());
    auto queue = SysvMessageQueue::create(64);
    ASSERT_FALSE(queue.ok());
    EXPECT_EQ(queue.error().code, ErrorCode::Unsupported);
}

class SysvQueueTest : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!capabilities().sysvMessageQueues.available) {
            GTEST_SKIP() << capabilities().sysvMessageQueues.note;
        }
    }
};

TEST_F(SysvQueueTest, CarriesWholeMessagesAndTheCreatorRemovesIt) {
    int id = -1;
    {
        auto created = SysvMessageQueue::create(512);
        ASSERT_TRUE(created.ok()) << created.error().message;
        id = created->id();
        auto opened = SysvMessageQueue::open(id, 512);
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        const auto message = pattern(512, 6);
        ASSERT_TRUE(created->send(message).ok());
        ASSERT_TRUE(created->send(std::span<const std::byte>(message.data(), 4)).ok());
        std::vector<std::byte> buffer(512);
        auto got = opened->receive(buffer);
        ASSERT_TRUE(got.ok()) << got.error().message;
        EXPECT_EQ(got.value(), 512u);
        EXPECT_EQ(buffer, message);
        std::array<std::byte, 4> small{};
        got = opened->receive(small);
        ASSERT_TRUE(got.ok()) << got.error().message;
        EXPECT_EQ(got.value(), 4u);
    }
    auto after = SysvMessageQueue::open(id, 512);
    EXPECT_FALSE(after.ok()) << "the queue outlived its creator";
}

TEST_F(SysvQueueTest, RemoveWakesABlockedReceiverWithClosed) {
    auto queue = SysvMessageQueue::create(64);
    ASSERT_TRUE(queue.ok()) << queue.error().message;
    auto reader = SysvMessageQueue::open(queue->id(), 64);
    ASSERT_TRUE(reader.ok()) << reader.error().message;
    Expected<std::size_t> got = std::size_t{0};
    std::thread blocked([&] {
        std::vector<std::byte> buffer(64);
        got = reader->receive(buffer);
    });
    std::this_thread::sleep_for(milliseconds(20));
    queue->remove();
    blocked.join();
    ASSERT_FALSE(got.ok());
    EXPECT_EQ(got.error().code, ErrorCode::Closed);
}

TEST_F(SysvQueueTest, SizeAboveTheSystemLimitIsRefusedNamingTheLimit) {
    const auto limits = SysvMessageQueue::limits();
    ASSERT_TRUE(limits.ok()) << limits.error().message;
    auto queue = SysvMessageQueue::create(limits->maxMessageBytes + 1);
    ASSERT_FALSE(queue.ok());
    EXPECT_EQ(queue.error().code, ErrorCode::InvalidArgument);
    EXPECT_NE(queue.error().message.find(std::to_string(limits->maxMessageBytes)),
              std::string::npos)
        << queue.error().message;
}

TEST_F(SysvQueueTest, MessageLongerThanTheReceiversBufferIsAProtocolError) {
    auto queue = SysvMessageQueue::create(64);
    ASSERT_TRUE(queue.ok()) << queue.error().message;
    ASSERT_TRUE(queue->send(pattern(64, 7)).ok());
    std::array<std::byte, 8> small{};
    auto got = queue->receive(small);
    ASSERT_FALSE(got.ok());
    EXPECT_EQ(got.error().code, ErrorCode::ProtocolError);
}

TEST_F(SysvQueueTest, OpeningAnIdThatDoesNotExistFails) {
    auto queue = SysvMessageQueue::create(64);
    ASSERT_TRUE(queue.ok()) << queue.error().message;
    const int id = queue->id();
    queue->remove();
    EXPECT_FALSE(SysvMessageQueue::open(id, 64).ok());
    EXPECT_FALSE(SysvMessageQueue::open(-1, 64).ok());
}

// ---- Unix domain sockets -------------------------------------------------------------------

TEST(UnixSocket, UnavailableSaysWhy) {
    if (capabilities().unixSockets.available) {
        GTEST_SKIP() << "AF_UNIX exists here";
    }
    EXPECT_FALSE(capabilities().unixSockets.note.empty());
    auto directory = PrivateDirectory::create("test");
    ASSERT_TRUE(directory.ok()) << directory.error().message;
    auto listener = Socket::listenUnix(directory->entry("s"));
    ASSERT_FALSE(listener.ok());
    EXPECT_EQ(listener.error().code, ErrorCode::Unsupported);
}

class UnixSocketTest : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!capabilities().unixSockets.available) {
            GTEST_SKIP() << capabilities().unixSockets.note;
        }
        auto directory = PrivateDirectory::create("test");
        ASSERT_TRUE(directory.ok()) << directory.error().message;
        m_directory = std::move(directory.value());
    }
    PrivateDirectory m_directory;
};

TEST_F(UnixSocketTest, ConnectsAndCarriesBytes) {
    const std::string path = m_directory.entry("s");
    auto listener = Socket::listenUnix(path);
    ASSERT_TRUE(listener.ok()) << listener.error().message;
    auto client = Socket::connectUnix(path, milliseconds(5000));
    ASSERT_TRUE(client.ok()) << client.error().message;
    auto server = listener->accept(milliseconds(5000));
    ASSERT_TRUE(server.ok()) << server.error().message;
    const auto out = pattern(200'000, 8);
    std::vector<std::byte> in(out.size());
    std::thread reader([&] { EXPECT_TRUE(server->receiveExact(in).ok()); });
    EXPECT_TRUE(client->sendAll(out).ok());
    reader.join();
    EXPECT_EQ(in, out);
    client->close();
    std::array<std::byte, 4> buffer{};
    const Status closed = server->receiveExact(buffer);
    ASSERT_FALSE(closed.ok());
    EXPECT_EQ(closed.error().code, ErrorCode::Closed);
}

TEST_F(UnixSocketTest, ConnectFailsAtOnceWithoutASocketFile) {
    auto client = Socket::connectUnix(m_directory.entry("nobody"), milliseconds(60'000));
    ASSERT_FALSE(client.ok());
    EXPECT_NE(client.error().message.find("connect"), std::string::npos);
}

TEST_F(UnixSocketTest, ConnectTimesOutWhileNobodyAccepts) {
    const std::string path = m_directory.entry("s");
    auto listener = Socket::listenUnix(path);
    ASSERT_TRUE(listener.ok()) << listener.error().message;
    listener->close();  // The file stays, but nobody listens: connect is refused.
    auto client = Socket::connectUnix(path, milliseconds(30));
    ASSERT_FALSE(client.ok());
    EXPECT_EQ(client.error().code, ErrorCode::Timeout) << client.error().message;
}

TEST_F(UnixSocketTest, PathTooLongIsRefused) {
    auto listener = Socket::listenUnix(m_directory.entry(std::string(200, 'x')));
    ASSERT_FALSE(listener.ok());
    EXPECT_EQ(listener.error().code, ErrorCode::InvalidArgument);
}

TEST_F(UnixSocketTest, PathTakenIsRefused) {
    const std::string path = m_directory.entry("s");
    auto first = Socket::listenUnix(path);
    ASSERT_TRUE(first.ok()) << first.error().message;
    auto second = Socket::listenUnix(path);
    ASSERT_FALSE(second.ok());
    EXPECT_NE(second.error().message.find("bind"), std::string::npos);
}

TEST_F(UnixSocketTest, ShutdownWakesABlockedReceiver) {
    const std::string path = m_directory.entry("s");
    auto listener = Socket::listenUnix(path);
    ASSERT_TRUE(listener.ok()) << listener.error().message;
    auto client = Socket::connectUnix(path, milliseconds(5000));
    ASSERT_TRUE(client.ok()) << client.error().message;
    auto server = listener->accept(milliseconds(5000));
    ASSERT_TRUE(server.ok()) << server.error().message;
    Status status;
    std::thread blocked([&] {
        std::array<std::byte, 4> buffer{};
        status = server->receiveExact(buffer);
    });
    std::this_thread::sleep_for(milliseconds(20));
    server->shutdownBoth();
    blocked.join();
    EXPECT_FALSE(status.ok());
}

}  // namespace
}  // namespace ipclab::platform
