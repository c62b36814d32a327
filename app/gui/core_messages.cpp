#include "gui/core_messages.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <functional>
#include <vector>

#include "charts/core_text.hpp"

namespace ipclab::app {
namespace {

// The context lupdate files these texts under.
class CoreMessages {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::CoreMessages)
};

using Match = QRegularExpressionMatch;

// Names core puts into its sentences: a field of the experiment, a pattern, a wait strategy,
// a placement. English returns the name itself, so the English message stays core's.
QString fieldName(const QString& field) {
    static const char* const kFields[][2] = {
        {"iterations", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "iterations")},
        {"warmup", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "warmup")},
        {"repetitions", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "repetitions")},
        {"parties", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "parties")},
        {"gap_us", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "gap_us")},
        {"stream_total_bytes",
         QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "stream_total_bytes")},
        {"peer_timeout_ms", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "peer_timeout_ms")},
        {"min_rounds", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "min_rounds")},
        {"time_budget_s", QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "time_budget_s")},
    };
    for (const auto& [id, text] : kFields) {
        if (field == QLatin1String(id)) {
            return CoreMessages::tr(text);
        }
    }
    return field;
}

// Pattern, wait and placement ids as words ("pingpong" reads "Ping-Pong" in German).
QString idWord(const QString& id) {
    static const char* const kIds[] = {
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "pingpong"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "stream"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "lock"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "paced"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "one-sided"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "block"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "spin"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "spin-yield"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "spin-block"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "unpinned"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "same-core"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "cross-core"),
    };
    for (const char* known : kIds) {
        if (id == QLatin1String(known)) {
            return CoreMessages::tr(known);
        }
    }
    return id;
}

// "pingpong, stream" word by word.
QString idList(const QString& list) {
    QStringList words = list.split(QStringLiteral(", "));
    for (QString& word : words) {
        word = idWord(word);
    }
    return words.join(QStringLiteral(", "));
}

// Why a size item was refused (after `invalid size "X": `).
QString sizeWhy(const QString& why) {
    static const char* const kWhys[] = {
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "too large"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages",
                          "expected a whole number of bytes with an optional K, M or G suffix "
                          "(e.g. 64, 4K, 1M)"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages",
                          "empty item in the list (two commas, or a comma at an end)"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "a size must be at least 1 byte"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages",
                          "a range must start at 1 byte or more (it doubles)"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages",
                          "a range must go from the smaller size to the larger"),
    };
    for (const char* known : kWhys) {
        if (why == QLatin1String(known)) {
            return CoreMessages::tr(known);
        }
    }
    return why;
}

struct Rule {
    QRegularExpression shape;
    std::function<QString(const Match&)> translate;
};

QString translateLine(const QString& line);

// A number core wrote with a '.' in the user's way ("2,1" in German); other text unchanged.
QString localNumber(QString number) {
    return number.replace(QLatin1Char('.'), QLocale().decimalPoint());
}

// "1 round" / "9 rounds" as core counts them.
QString roundCount(const QString& count) {
    return count == QLatin1String("1") ? CoreMessages::tr("1 round")
                                       : CoreMessages::tr("%1 rounds").arg(count);
}

// describeModes(): "2.1 µs (41%), 8 µs (20%) and 24 µs (39%)" with local numbers and "and".
QString modeList(const QString& list) {
    static const QRegularExpression kNumber(QStringLiteral(R"re(\d+\.\d+)re"));
    QString text = list;
    QRegularExpressionMatchIterator it = kNumber.globalMatch(list);
    qsizetype shift = 0;
    while (it.hasNext()) {
        const Match m = it.next();
        const QString local = localNumber(m.captured(0));
        text.replace(m.capturedStart(0) + shift, m.capturedLength(0), local);
        shift += local.size() - m.capturedLength(0);
    }
    return text.replace(QStringLiteral(" and "), CoreMessages::tr(" and "));
}

QString modeCount(const QString& word) {
    static const char* const kWords[] = {
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "two modes: %1"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "three modes: %1"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "four modes: %1"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "five modes: %1"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "six modes: %1"),
        QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "several modes: %1"),
    };
    for (const char* known : kWords) {
        if (QLatin1String(known).startsWith(word + QLatin1Char(' '))) {
            return CoreMessages::tr(known);
        }
    }
    return word + QStringLiteral(" modes: %1");
}

// judgeOversubscription()'s evidence (oversubscription.hpp), item by item: "4.5 runnable
// threads on 2 CPUs", "12 involuntary switches per 1000 messages", "9 involuntary switches in 4
// rounds".
QString contentionEvidence(const QString& evidence) {
    static const QRegularExpression kRunnable(
        QStringLiteral(R"re(^(\S+) runnable threads on (\d+) CPUs?$)re"));
    static const QRegularExpression kPerMessages(
        QStringLiteral(R"re(^(\S+) involuntary switches per 1000 messages$)re"));
    static const QRegularExpression kPerRounds(
        QStringLiteral(R"re(^(\d+) involuntary switches in (\d+) rounds?$)re"));
    QStringList items = evidence.split(QStringLiteral(", "));
    for (QString& item : items) {
        if (const Match m = kRunnable.match(item); m.hasMatch()) {
            item = CoreMessages::tr("%1 runnable threads on %2 CPUs")
                       .arg(localNumber(m.captured(1)), m.captured(2));
        } else if (const Match m = kPerMessages.match(item); m.hasMatch()) {
            item = CoreMessages::tr("%1 involuntary switches per 1000 messages")
                       .arg(localNumber(m.captured(1)));
        } else if (const Match m = kPerRounds.match(item); m.hasMatch()) {
            item = CoreMessages::tr("%1 involuntary switches in %2")
                       .arg(m.captured(1), roundCount(m.captured(2)));
        }
    }
    return items.join(QStringLiteral(", "));
}

// One rule per sentence shape core writes. Captures are the values; the lambda fills them
// into the translated text.
const std::vector<Rule>& rules() {
    using M = const Match&;
    auto rx = [](const char* pattern) {
        return QRegularExpression(QLatin1Char('^') + QString::fromUtf8(pattern) + QLatin1Char('$'));
    };
    static const std::vector<Rule> kRules = {
        // describeModes() and reliabilityWarnings() (comparison.hpp)
        {rx(R"re((\w+) modes: (.*?)( \x{2014} the slower one pays for waking an idle CPU; )re"
            R"re(try same-core or keep-awake)?)re"),
         [](M m) {
             QString text = modeCount(m.captured(1)).arg(modeList(m.captured(2)));
             if (!m.captured(3).isEmpty()) {
                 text += CoreMessages::tr(
                     " \u2014 the slower one pays for waking an idle CPU; try same-core or "
                     "keep-awake");
             }
             return text;
         }},
        {rx(R"re(not settled: \x{00B1}(\S+)% after (\d+) rounds?( \(interval only (\S+)% )re"
            R"re(sure\))?, time budget spent)re"),
         [](M m) {
             const QString sure = m.captured(3).isEmpty()
                                      ? QString()
                                      : CoreMessages::tr(" (interval only %1% sure)")
                                            .arg(localNumber(m.captured(4)));
             return CoreMessages::tr("not settled: \u00B1%1% after %2%3, time budget spent")
                 .arg(localNumber(m.captured(1)), roundCount(m.captured(2)), sure);
         }},
        {rx(R"re((\d+) rounds? \(fixed\) are too few for a 95% interval: \x{00B1}(\S+)% is )re"
            R"re(only (\S+)% sure; 6 rounds or more, or let the run settle)re"),
         [](M m) {
             return CoreMessages::tr(
                        "%1 (fixed) are too few for a 95% interval: \u00B1%2% is only %3% sure; "
                        "6 rounds or more, or let the run settle")
                 .arg(roundCount(m.captured(1)), localNumber(m.captured(2)),
                      localNumber(m.captured(3)));
         }},
        {rx(R"re(imprecise: \x{00B1}(\S+)% after (\d+) rounds? \(fixed\); more rounds, or let )re"
            R"re(the run settle)re"),
         [](M m) {
             return CoreMessages::tr(
                        "imprecise: \u00B1%1% after %2 (fixed); more rounds, or let the run settle")
                 .arg(localNumber(m.captured(1)), roundCount(m.captured(2)));
         }},
        {rx(R"re(first round (\S+)\x{00D7} slower than the rest \(warm-up too short, or the )re"
            R"re(machine was busy\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "first round %1\u00D7 slower than the rest (warm-up too short, or the "
                        "machine was busy)")
                 .arg(localNumber(m.captured(1)));
         }},
        {rx(R"re(consecutive samples correlated \(lag-1 r = (\S+)\): drift or bursts; the )re"
            R"re(interval is over rounds, not samples)re"),
         [](M m) {
             return CoreMessages::tr(
                        "consecutive samples correlated (lag-1 r = %1): drift or bursts; the "
                        "interval is over rounds, not samples")
                 .arg(localNumber(m.captured(1)));
         }},
        {rx(R"re(spinning on an oversubscribed machine \((.*)\): spin figures here are not )re"
            R"re(what an idle machine shows; try --wait spin-block or block)re"),
         [](M m) {
             return CoreMessages::tr(
                        "spinning on an oversubscribed machine (%1): spin figures here are not "
                        "what an idle machine shows; try --wait spin-block or block")
                 .arg(contentionEvidence(m.captured(1)));
         }},
        {rx(R"re(spinning on an oversubscribed machine \((.*)\): spin figures here are not )re"
            R"re(what an idle machine shows; compare --wait block)re"),
         [](M m) {
             return CoreMessages::tr(
                        "spinning on an oversubscribed machine (%1): spin figures here are not "
                        "what an idle machine shows; compare --wait block")
                 .arg(contentionEvidence(m.captured(1)));
         }},
        {rx(R"re((\d+) outliers \((\S+)\x{2030}\) above (\S+) (\S+), kept in every figure)re"),
         [](M m) {
             return CoreMessages::tr("%1 outliers (%2‰) above %3 %4, kept in every figure")
                 .arg(m.captured(1), localNumber(m.captured(2)), localNumber(m.captured(3)),
                      m.captured(4));
         }},
        {rx(R"re(heavy tail: 1 in 100 messages waits (\S+)\x{00D7} the median or longer \(p99 (\S+) )re"
            R"re((\S+), median (\S+) (\S+)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "heavy tail: 1 in 100 messages waits %1× the median or longer (p99 %2 %3, "
                        "median %4 %5)")
                 .arg(localNumber(m.captured(1)), localNumber(m.captured(2)), m.captured(3),
                      localNumber(m.captured(4)), m.captured(5));
         }},
        // parseSizeList
        {rx(R"re(no sizes given: expected e\.g\. "64,4096", "1K,64K" or "4\.\.512K")re"),
         [](M) {
             return CoreMessages::tr(
                 "no sizes given: expected e.g. \"64,4096\", \"1K,64K\" or \"4..512K\"");
         }},
        {rx(R"re(invalid size "(.*)": (.*))re"),
         [](M m) {
             return CoreMessages::tr("invalid size \"%1\": %2")
                 .arg(m.captured(1), sizeWhy(m.captured(2)));
         }},
        // validate(): mechanisms
        {rx(R"re(at least one mechanism is required \(known: (.*)\))re"),
         [](M m) {
             return CoreMessages::tr("at least one mechanism is required (known: %1)")
                 .arg(m.captured(1));
         }},
        {rx(R"re(mechanism "([^"]*)" is listed more than once)re"),
         [](M m) {
             return CoreMessages::tr("mechanism \"%1\" is listed more than once")
                 .arg(m.captured(1));
         }},
        {rx(R"re(unknown mechanism "([^"]*)" \(known: (.*)\))re"),
         [](M m) {
             return CoreMessages::tr("unknown mechanism \"%1\" (known: %2)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(mechanism "([^"]*)" cannot run against a remote peer: only the network )re"
            R"re(mechanisms tcp, udp, websocket and zmq\.tcp can, and shared memory and )re"
            R"re(queues in a shared IPC namespace \((.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "mechanism \"%1\" cannot run against a remote peer: only the network "
                        "mechanisms tcp, udp, websocket and zmq.tcp can, and shared memory and "
                        "queues in a shared IPC namespace (%2)")
                 .arg(m.captured(1), coreText(m.captured(2).toStdString()));
         }},
        {rx(R"re(mechanism "([^"]*)" is not available on this system: (.*))re"),
         [](M m) {
             return CoreMessages::tr("mechanism \"%1\" is not available on this system: %2")
                 .arg(m.captured(1), coreText(m.captured(2).toStdString()));
         }},
        {rx(R"re(mechanism "([^"]*)" is report (.*)'s own method, not communication: it runs )re"
            R"re(only with the one-sided pattern \(got (.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "mechanism \"%1\" is report %2's own method, not "
                        "communication: it runs only with the one-sided pattern "
                        "(got %3)")
                 .arg(m.captured(1), m.captured(2), idWord(m.captured(3)));
         }},
        {rx(R"re(mechanism "([^"]*)" does not support the (.*) pattern \(it supports: (.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "mechanism \"%1\" does not support the %2 pattern (it supports: %3)")
                 .arg(m.captured(1), idWord(m.captured(2)), idList(m.captured(3)));
         }},
        {rx(R"re(mechanism "([^"]*)" does not offer the (.*) wait strategy \(it offers: (.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "mechanism \"%1\" does not offer the %2 wait strategy (it offers: %3)")
                 .arg(m.captured(1), idWord(m.captured(2)), idList(m.captured(3)));
         }},
        // validate(): sizes
        {rx(R"re(at least one message size is required, between (.*) and (.*))re"),
         [](M m) {
             return CoreMessages::tr("at least one message size is required, between %1 and %2")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(at most (\d+) message sizes per experiment \(got (\d+)\))re"),
         [](M m) {
             return CoreMessages::tr("at most %1 message sizes per experiment (got %2)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(size (.*) is listed more than once)re"),
         [](M m) {
             return CoreMessages::tr("size %1 is listed more than once").arg(m.captured(1));
         }},
        {rx(R"re(sizes must be between (.*) and (.*) \(got (.*)\))re"),
         [](M m) {
             return CoreMessages::tr("sizes must be between %1 and %2 (got %3)")
                 .arg(m.captured(1), m.captured(2), m.captured(3));
         }},
        {rx(R"re(mechanism "([^"]*)" carries messages between (.*) and (.*) \(got (.*)\))re"),
         [](M m) {
             return CoreMessages::tr("mechanism \"%1\" carries messages between %2 and %3 (got %4)")
                 .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4));
         }},
        // validate(): numbers
        {rx(R"re(([a-z_]+) must be between (\S+) and (\S+) \(got (\S+)\))re"),
         [](M m) {
             return CoreMessages::tr("%1 must be between %2 and %3 (got %4)")
                 .arg(fieldName(m.captured(1)), m.captured(2), m.captured(3), m.captured(4));
         }},
        {rx(R"re(stream_total_bytes applies only to the stream pattern \(got (.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "stream_total_bytes applies only to the stream pattern (got %1)")
                 .arg(idWord(m.captured(1)));
         }},
        {rx(R"re(stream_total_bytes \((.*)\) must be at least the message size \((.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "stream_total_bytes (%1) must be at least the message size (%2)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(stream_total_bytes (.*) in messages of (.*) is (\d+) messages per repetition, )re"
            R"re(more than the (\d+) iterations allowed)re"),
         [](M m) {
             return CoreMessages::tr(
                        "stream_total_bytes %1 in messages of %2 is %3 messages per "
                        "repetition, more than the %4 iterations allowed")
                 .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4));
         }},
        // validate(): placement and remote peer
        {rx(R"re(remote peer: (.*) \(expected HOST:PORT, e\.g\. 10\.0\.0\.2:7290\))re"),
         [](M m) {
             return CoreMessages::tr("remote peer: %1 (expected HOST:PORT, e.g. 10.0.0.2:7290)")
                 .arg(translateLine(m.captured(1)));
         }},
        {rx(R"re(invalid address "(.*)": (.*))re"),
         [](M m) {
             return CoreMessages::tr("invalid address \"%1\": %2")
                 .arg(m.captured(1), translateLine(m.captured(2)));
         }},
        {rx(R"re(the host is missing)re"),
         [](M) { return CoreMessages::tr("the host is missing"); }},
        {rx(R"re(a remote peer runs on another machine: only the unpinned placement applies )re"
            R"re(\(got (.*)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "a remote peer runs on another machine: only the unpinned "
                        "placement applies (got %1)")
                 .arg(idWord(m.captured(1)));
         }},
        {rx(R"re(cross-core placement needs at least 2 CPUs this process may run on \(got (\d+)\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "cross-core placement needs at least 2 CPUs this process may run on "
                        "(got %1)")
                 .arg(m.captured(1));
         }},
        {rx(R"re(mechanism "([^"]*)" would spin on the same core as its peer: (.*))re"),
         [](M m) {
             return CoreMessages::tr(
                        "mechanism \"%1\" would spin on the same core as its peer: every "
                        "hand-off would wait for the scheduler to take the spinner off the CPU (a "
                        "time slice, milliseconds), measuring the scheduler for minutes. Use "
                        "--wait spin-yield or block, or cross-core")
                 .arg(m.captured(1));
         }},
        // A point's failure
        {rx(R"re(cancelled)re"), [](M) { return CoreMessages::tr("cancelled"); }},
        {rx(R"re(the peer did not answer for (\d+) ms \(peer timeout\)(.*))re"),
         [](M m) {
             return CoreMessages::tr("the peer did not answer for %1 ms (peer timeout)%2")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(cannot open ([^:]*): (.*))re"),
         [](M m) {
             return CoreMessages::tr("cannot open %1: %2").arg(m.captured(1), m.captured(2));
         }},
        // A remote peer
        {rx(R"re(remote peer (\S+): no answer within (\d+) ms \(host unreachable, or a firewall )re"
            R"re(drops the connection\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "remote peer %1: no answer within %2 ms (host unreachable, "
                        "or a firewall drops the connection)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(remote peer (\S+): connected, but no welcome within (\d+) ms \(is it an )re"
            R"re(ipclab-peer\?\))re"),
         [](M m) {
             return CoreMessages::tr(
                        "remote peer %1: connected, but no welcome within %2 ms (is "
                        "it an ipclab-peer?)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {rx(R"re(remote peer (\S+) refused: (.*))re"),
         [](M m) {
             return CoreMessages::tr("remote peer %1 refused: %2")
                 .arg(m.captured(1), m.captured(2));
         }},
        // fromJson(): a run file refused
        {rx(R"re(not JSON: (.*))re"),
         [](M m) { return CoreMessages::tr("not JSON: %1").arg(m.captured(1)); }},
        {rx(R"re(not a result file IPC Lab reads: (.*))re"),
         [](M m) {
             return CoreMessages::tr("not a result file IPC Lab reads: %1")
                 .arg(translateLine(m.captured(1)));
         }},
        {rx(R"re(missing field (\S+))re"),
         [](M m) { return CoreMessages::tr("missing field %1").arg(m.captured(1)); }},
        {rx(R"re((\S+) must be (a string|true or false|a number|an object|an array|a number or )re"
            R"re(null|a non-negative integer) \(got (\S+)\))re"),
         [](M m) {
             static const char* const kKinds[] = {
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "a string"),
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "true or false"),
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "a number"),
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "an object"),
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "an array"),
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "a number or null"),
                 QT_TRANSLATE_NOOP("ipclab::app::CoreMessages", "a non-negative integer")};
             QString kind = m.captured(2);
             for (const char* known : kKinds) {
                 if (kind == QLatin1String(known)) {
                     kind = CoreMessages::tr(known);
                 }
             }
             return CoreMessages::tr("%1 must be %2 (got %3)")
                 .arg(m.captured(1), kind, m.captured(3));
         }},
        {rx(R"re(app is "(.*)": not an IPC Lab result \(expected "ipclab"\))re"),
         [](M m) {
             return CoreMessages::tr("app is \"%1\": not an IPC Lab result (expected \"ipclab\")")
                 .arg(m.captured(1));
         }},
        {rx(R"re(schema_version (\d+) is newer than this build reads \((\d+)\))re"),
         [](M m) {
             return CoreMessages::tr("schema_version %1 is newer than this build reads (%2)")
                 .arg(m.captured(1), m.captured(2));
         }},
    };
    return kRules;
}

QString translateLine(const QString& line) {
    for (const Rule& rule : rules()) {
        const Match match = rule.shape.match(line);
        if (match.hasMatch()) {
            return rule.translate(match);
        }
    }
    return coreText(line.toStdString());
}

}  // namespace

QString coreMessage(const QString& english) {
    QStringList lines = english.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        line = translateLine(line);
    }
    return lines.join(QLatin1Char('\n'));
}

QString coreMessage(const std::string& english) {
    return coreMessage(QString::fromStdString(english));
}

bool isCancelledError(const std::string& error) {
    return error == "cancelled";
}

}  // namespace ipclab::app
