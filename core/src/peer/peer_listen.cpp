// ipclab-peer --listen: a peer that serves points to runners on other hosts, containers or
// namespaces until it is stopped (SIGINT, SIGTERM).
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "ipclab/platform/names.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/remote.hpp"
#include "peer/peer_server.hpp"

namespace ipclab {

namespace {

std::atomic<bool> stopRequested{false};

extern "C" void onStopSignal(int) {
    stopRequested.store(true);
}

constexpr const char* kListenUsage =
    "usage: ipclab-peer --listen [ADDRESS:]PORT [--token TOKEN] [--allow-faults]\n"
    "  ADDRESS defaults to 127.0.0.1; PORT 0 picks a free port. The token may come from the\n"
    "  IPCLAB_PEER_TOKEN environment variable instead (it then does not show in ps).";

constexpr const char* kHelp =
    "ipclab-peer: IPC Lab's helper process, the other side of a measured exchange.\n"
    "ipclab and ipclab-cli start it themselves for every cross-process mechanism; started by\n"
    "hand, it serves controllers on other hosts, containers or network namespaces.\n"
    "Usage: ipclab-peer --listen [ADDRESS:]PORT [--token TOKEN] [--allow-faults]\n"
    "       ipclab-peer --version\n"
    "\n"
    "Options:\n"
    "  --listen [ADDRESS:]PORT  Serve one controller at a time until Ctrl-C or SIGTERM;\n"
    "                           ADDRESS defaults to 127.0.0.1 (0.0.0.0: every interface), PORT 0\n"
    "                           picks a free port (printed)\n"
    "  --token TOKEN            The secret a controller must present (default: the\n"
    "                           IPCLAB_PEER_TOKEN environment variable, which does not\n"
    "                           show in ps)\n"
    "  --allow-faults           Let a controller ask this peer to fail on purpose (IPC Lab's own\n"
    "                           tests of failure handling)\n"
    "  -h,--help                Print this help message and exit\n"
    "  --version                Print the version and exit\n";

}  // namespace

const char* peerHelpText() {
    return kHelp;
}

int peerListenMain(const std::vector<std::string>& arguments) {
    std::string listen;
    std::string token;
    bool allowFaults = false;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& option = arguments[i];
        const auto equals = option.find('=');
        const std::string name = option.substr(0, equals);
        std::string value;
        if (name == "--allow-faults" && equals == std::string::npos) {
            allowFaults = true;
            continue;
        }
        if (name != "--listen" && name != "--token") {
            std::fprintf(stderr, "ipclab-peer: unknown option %s\n%s\n", option.c_str(),
                         kListenUsage);
            return 2;
        }
        if (equals != std::string::npos) {
            value = option.substr(equals + 1);
        } else if (i + 1 < arguments.size()) {
            value = arguments[++i];
        } else {
            std::fprintf(stderr, "ipclab-peer: %s needs a value\n%s\n", name.c_str(), kListenUsage);
            return 2;
        }
        (name == "--listen" ? listen : token) = value;
    }
    if (token.empty()) {
        if (const char* fromEnvironment = std::getenv(kPeerTokenEnvironment)) {
            token = fromEnvironment;
        }
    }
    if (token.empty()) {
        std::fprintf(stderr,
                     "ipclab-peer: refusing to listen without a token (--token TOKEN or the %s "
                     "environment variable)\n",
                     kPeerTokenEnvironment);
        return 2;
    }
    if (token.size() > remote::kMaxTokenBytes) {
        std::fprintf(stderr, "ipclab-peer: the token is longer than %zu bytes\n",
                     remote::kMaxTokenBytes);
        return 2;
    }
    auto where = parseHostPort(listen, "127.0.0.1", true);
    if (!where) {
        std::fprintf(stderr, "ipclab-peer: %s\n%s\n", where.error().message.c_str(), kListenUsage);
        return 2;
    }
    platform::ignoreBrokenPipeSignal();
    if (const auto reclaimed = platform::reclaimLeftovers(); reclaimed.removed > 0) {
        std::printf("%s\n", reclaimed.describe().c_str());
    }
    remote::PeerServerOptions options;
    options.address = where->host;
    options.port = where->port;
    options.token = token;
    options.allowFaults = allowFaults;
    options.log = [](const std::string& line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
    };
    auto server = remote::PeerServer::listen(options);
    if (!server) {
        std::fprintf(stderr, "ipclab-peer: cannot listen on %s: %s\n", listen.c_str(),
                     server.error().message.c_str());
        return 1;
    }
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    const bool v6 = where->host.find(':') != std::string::npos;
    std::printf("listening on %s:%u\n", (v6 ? "[" + where->host + "]" : where->host).c_str(),
                static_cast<unsigned>(server.value()->port()));
    std::fflush(stdout);
    server.value()->serve(stopRequested);
    std::printf("stopped\n");
    return 0;
}

}  // namespace ipclab
