#include "cli/console.hpp"

#include <cstdio>
#include <iostream>
#include <streambuf>

// CMake tells which header declares isatty (POSIX) or _isatty (Windows CRT); see
// app/CMakeLists.txt. No OS macros here.
#if defined(IPCLAB_HAVE_UNISTD_H)
#include <unistd.h>
#elif defined(IPCLAB_HAVE_IO_H)
#include <io.h>
#endif

namespace ipclab::app {
namespace {

/// Passes every character to `target`, a control character other than newline and tab as
/// the text "\x1b". Unbuffered: the stream's own error and flush reach the target at once.
class EscapingBuffer : public std::streambuf {
  public:
    explicit EscapingBuffer(std::streambuf* target) : m_target(target) {}

  protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) {
            return traits_type::not_eof(c);
        }
        const auto byte = static_cast<unsigned char>(traits_type::to_char_type(c));
        if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f) {
            static constexpr char kHex[] = "0123456789abcdef";
            const char escaped[] = {'\\', 'x', kHex[byte >> 4], kHex[byte & 0xf]};
            return m_target->sputn(escaped, sizeof escaped) == sizeof escaped ? c
                                                                              : traits_type::eof();
        }
        return m_target->sputc(static_cast<char>(byte));
    }
    int sync() override { return m_target->pubsync(); }

  private:
    std::streambuf* m_target;
};

}  // namespace

void escapeControlCharacters() {
    // Never destroyed: the streams are flushed at exit, after static objects are gone.
    std::cout.rdbuf(new EscapingBuffer(std::cout.rdbuf()));
    std::cerr.rdbuf(new EscapingBuffer(std::cerr.rdbuf()));
}

bool stderrIsTerminal() {
#if defined(IPCLAB_HAVE_UNISTD_H)
    return isatty(fileno(stderr)) != 0;
#elif defined(IPCLAB_HAVE_IO_H)
    return _isatty(_fileno(stderr)) != 0;
#else
    return false;
#endif
}

}  // namespace ipclab::app
