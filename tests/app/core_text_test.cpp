// The texts that come from core (mechanisms' and presets' titles, explanations, notes, ...) in
// the GUI's language: the compiled German translation has every one of them, and the mechanism
// picker and the preset panel show them in German.
#include <gtest/gtest.h>

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "charts/core_text.hpp"
#include "german_on.hpp"
#include "gui/language.hpp"
#include "gui/widgets/mechanism_picker.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/runner.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {
namespace {

constexpr const char* kContext = "ipclab::CoreText";
constexpr const char* kHowToFix =
    "\nWrite the text as one literal marked IPCLAB_TR_NOOP(\"ipclab::CoreText\", ...) (or in a "
    "preset file), run cmake --build BUILD --target update_translations, and translate it in "
    "app/translations/ipclab_de.ts with Qt Linguist (docs/architecture.md).";

/// Every non-empty core text of this build's mechanisms and the built-in presets, each with
/// where it comes from ("pipe.explanation", "report-004.steps[1].name").
std::vector<std::pair<std::string, std::string>> currentCoreTexts() {
    std::vector<std::pair<std::string, std::string>> texts;
    auto add = [&texts](const std::string& where, const std::string& text) {
        if (!text.empty()) {
            texts.emplace_back(where, text);
        }
    };
    for (const MechanismInfo* info : MechanismRegistry::builtin().infos()) {
        add(info->id + ".title", info->title);
        add(info->id + ".explanation", info->explanation);
        // A note built from run-time values (the queues' /proc limits) is a message template:
        // GermanTsFileHasNoUnfinishedEntry covers it, MessageQueueNotesAreGerman shows one.
        if (info->sizeLimitNote.context == platform::kCoreTextContext) {
            add(info->id + ".sizeLimitNote", info->sizeLimitNote.source);
        }
        add(info->id + ".unavailableReason", info->unavailableReason);
    }
    for (const Preset& preset : builtinPresets()) {
        add(preset.id + ".title", preset.title);
        add(preset.id + ".summary", preset.summary);
        add(preset.id + ".note", preset.note);
        for (std::size_t i = 0; i < preset.steps.size(); ++i) {
            // A step split off by size limit is named by a template (its own test) around the
            // preset's step name, which is a core text.
            const Text& split = preset.steps[i].splitName;
            add(preset.id + ".steps[" + std::to_string(i) + "].name",
                split.empty() ? preset.steps[i].name : split.args.front().parts.front().source);
        }
        for (std::size_t i = 0; i < preset.references.size(); ++i) {
            const ReferenceSeries& reference = preset.references[i];
            const std::string where = preset.id + ".references[" + std::to_string(i) + "].";
            add(where + "label", reference.label);
            add(where + "hardware", reference.hardware);
            add(where + "source", reference.source);
        }
    }
    return texts;
}

/// The German of `english` as the embedded .qm has it; empty when it has none.
QString german(const std::string& english) {
    static const std::unique_ptr<QTranslator> translator = [] {
        auto loaded = std::make_unique<QTranslator>();
        EXPECT_TRUE(loaded->load(QStringLiteral(":/i18n/ipclab_de.qm")));
        return loaded;
    }();
    return translator->translate(kContext, english.c_str());
}

// lupdate finds core's texts where they are written; a text it cannot see (put together at
// run time, or not marked) has no German in the .qm, and this names it.
TEST(CoreText, GermanTranslatesEveryCoreTextOfThisBuild) {
    std::string missing;
    int checked = 0;
    for (const auto& [where, text] : currentCoreTexts()) {
        ++checked;
        if (german(text).isEmpty()) {
            missing += "\n  " + where + ": " + text;
        }
    }
    EXPECT_GT(checked, 100);
    EXPECT_TRUE(missing.empty()) << "no German in ipclab_de.qm for:" << missing << kHowToFix;
}

/// The entries of a .ts file lupdate left unfinished ("\n  [context] source" each), and how many
/// entries it has; nullopt when the file cannot be read (e.g. a cross build under Wine).
struct TsAudit {
    std::string unfinished;
    int messages = 0;
};
std::optional<TsAudit> auditTsFile(const char* path) {
    QFile file(QString::fromUtf8(path));
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    TsAudit audit;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++audit.messages;
            if (xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished")) {
                audit.unfinished += "\n  [" + context.toStdString() + "] " + source.toStdString();
            }
        }
    }
    EXPECT_FALSE(xml.hasError()) << path << ": " << xml.errorString().toStdString();
    return audit;
}

// The .ts holds every OS's texts (lupdate reads the sources of all of them), so this catches a
// text of another OS, or of the GUI, that update_translations added and nobody translated.
TEST(CoreText, GermanTsFileHasNoUnfinishedEntry) {
    const std::optional<TsAudit> audit = auditTsFile(IPCLAB_DE_TS_PATH);
    if (!audit) {
        GTEST_SKIP() << "cannot read " << IPCLAB_DE_TS_PATH;
    }
    EXPECT_GT(audit->messages, 600);
    EXPECT_TRUE(audit->unfinished.empty())
        << "unfinished in ipclab_de.ts:" << audit->unfinished << kHowToFix;
}

// English's plurals: every "%n thing(s)" of the GUI has its two English forms, so a student
// reads "1 point" and "2 points", never "point(s)".
TEST(CoreText, EnglishPluralsTsFileHasNoUnfinishedEntry) {
    const std::optional<TsAudit> audit = auditTsFile(IPCLAB_EN_TS_PATH);
    if (!audit) {
        GTEST_SKIP() << "cannot read " << IPCLAB_EN_TS_PATH;
    }
    EXPECT_GT(audit->messages, 10);
    EXPECT_TRUE(audit->unfinished.empty())
        << "unfinished in ipclab_en.ts (give both English forms):" << audit->unfinished
        << kHowToFix;
}

/// A text that names another program's options, which the user types on that program's command
/// line: ipclab-peer on the remote host, docker for a shared IPC namespace.
bool namesAnotherProgram(const QString& source) {
    return source.contains(QLatin1String("started with --listen")) ||
           source.contains(QLatin1String("is ipclab-peer --listen running there")) ||
           source.contains(QLatin1String("(docker run --ipc container:PEER"));
}

// A student in the GUI has no command line: a text the GUI shows names the GUI's choices, not
// a flag. The presets' command-line advice is a field of its own (JSON "command_line"), which
// only ipclab-cli prints; the peer program's own --listen is how it is started on the other
// host.
TEST(CoreText, NoTextTheGuiShowsNamesACommandLineFlag) {
    QFile file(QStringLiteral(IPCLAB_DE_TS_PATH));
    if (!file.open(QIODevice::ReadOnly)) {
        GTEST_SKIP() << "cannot read " << IPCLAB_DE_TS_PATH;
    }
    static const QRegularExpression kFlag(QStringLiteral(R"((^|[\s(])--[a-z])"));
    QXmlStreamReader xml(&file);
    std::string flagged;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            xml.name() == QLatin1String("source")) {
            const QString source = xml.readElementText();
            if ((source.contains(kFlag) || source.contains(QLatin1String("CLI: "))) &&
                !namesAnotherProgram(source)) {
                flagged += "\n  " + source.left(160).toStdString();
            }
        }
    }
    EXPECT_TRUE(flagged.empty()) << "texts the GUI shows with a command-line flag:" << flagged;
}

TEST(CoreText, EnglishWithoutTranslatorAndGermanWithIt) {
    const MechanismInfo& pipe = MechanismRegistry::builtin().find("pipe")->info();
    // English is the source language: no translator, the text itself.
    ASSERT_TRUE(installLanguage("en"));
    EXPECT_EQ(coreText(pipe.title), QString::fromStdString(pipe.title));
    EXPECT_EQ(coreText(""), QString());
    GermanOn on;
    ASSERT_TRUE(on.ok());
    EXPECT_EQ(coreText(pipe.title), german(pipe.title));
    EXPECT_NE(coreText(pipe.title), QString::fromStdString(pipe.title));
    // Empty stays empty (not the translation file's header), unknown text stays as it is.
    EXPECT_EQ(coreText(""), QString());
    EXPECT_EQ(coreText("no such core text, 12 µs"), QStringLiteral("no such core text, 12 µs"));
}

// The message-queue notes hold numbers read from /proc at run time: a template with the paths
// and numbers as arguments, so the words are German and the paths and numbers stay.
TEST(CoreText, MessageQueueNotesAreGerman) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    const Text note(
        IPCLAB_TR_NOOP("ipclab::CoreMessages", "POSIX message queue: %1"),
        {listArg({Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 = %2"),
                       {verbatimArg("/proc/sys/fs/mqueue/msgsize_max"), integerArg(12345)}),
                  Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 unreadable, assuming %2"),
                       {verbatimArg("/proc/sys/fs/mqueue/msg_max"), integerArg(10)})})});
    EXPECT_EQ(english(note),
              "POSIX message queue: /proc/sys/fs/mqueue/msgsize_max = 12345, "
              "/proc/sys/fs/mqueue/msg_max unreadable, assuming 10");
    EXPECT_EQ(coreMessage(note).toStdString(),
              "POSIX-Nachrichtenwarteschlange: /proc/sys/fs/mqueue/msgsize_max = 12345, "
              "/proc/sys/fs/mqueue/msg_max nicht lesbar, angenommen: 10");
    // This build's own queue notes (where the system has the queues), the same way.
    for (const char* id : {"mq.posix", "mq.sysv"}) {
        const Mechanism* queue = MechanismRegistry::builtin().find(id);
        if (queue == nullptr || queue->info().sizeLimitNote.empty()) {
            continue;
        }
        const QString shown = coreMessage(queue->info().sizeLimitNote);
        EXPECT_TRUE(shown.contains(QStringLiteral("Nachrichtenwarteschlange: ")))
            << shown.toStdString();
        EXPECT_FALSE(shown.contains(QStringLiteral("message queue"))) << shown.toStdString();
    }
}

// A mechanism's errors reach the user as a point's failure reason (or the peer's error): in
// the German GUI they are German, with ids, names and numbers as core wrote them.
TEST(CoreText, MechanismErrorsAreGerman) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    Mechanism* spin = MechanismRegistry::builtin().find("thread.spin");
    ASSERT_NE(spin, nullptr);
    ASSERT_NE(spin->threadLocks(), nullptr);
    const auto lock = spin->threadLocks()->createLock(WaitStrategy::Block);
    ASSERT_FALSE(lock);
    EXPECT_EQ(lock.error().message,
              "thread.spin cannot wait with \"block\" (it can: spin, spin-yield)");
    const QString wait = coreMessage(lock.error());
    EXPECT_TRUE(wait.startsWith(QStringLiteral("thread.spin kann nicht"))) << wait.toStdString();
    EXPECT_TRUE(wait.contains(QStringLiteral("blockieren"))) << wait.toStdString();
    EXPECT_TRUE(wait.contains(QStringLiteral("aktiv warten, dann abgeben"))) << wait.toStdString();

    Mechanism* pipe = MechanismRegistry::builtin().find("pipe");
    ASSERT_NE(pipe, nullptr);
    const auto attached = pipe->attach("garbage", ChannelOptions{});
    ASSERT_FALSE(attached);
    EXPECT_EQ(attached.error().message,
              "pipe: bad channel \"garbage\" (expected READ,WRITE handles)");
    const QString channel = coreMessage(attached.error());
    EXPECT_TRUE(channel.contains(QStringLiteral("garbage"))) << channel.toStdString();
    EXPECT_FALSE(channel.contains(QStringLiteral("bad channel"))) << channel.toStdString();
    EXPECT_NE(channel.toStdString(), attached.error().message);
}

TEST(CoreText, MechanismPickerShowsGermanTitlesAndExplanations) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    const MechanismInfo& pipe = MechanismRegistry::builtin().find("pipe")->info();
    const QString title = german(pipe.title);
    const QString explanation = german(pipe.explanation);
    ASSERT_FALSE(title.isEmpty());
    ASSERT_FALSE(explanation.isEmpty());

    MechanismPicker picker(MechanismRegistry::builtin());
    auto* box = picker.findChild<QCheckBox*>("mechanism:pipe");
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->text(), QStringLiteral("pipe \u2014 ") + title);
    // The whole "id — title" first (the box's text is cut to the list's width), then what it does.
    EXPECT_EQ(box->toolTip(), QStringLiteral("pipe \u2014 ") + title + "\n\n" + explanation);
    picker.setChecked({"pipe"});
    const QString shown = picker.explanationText();
    EXPECT_TRUE(shown.contains(title)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(explanation.left(60))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QString::fromStdString(pipe.explanation).left(60)))
        << shown.toStdString();
    // Its system calls per message, by design: the numbers and call names, the words German.
    EXPECT_TRUE(shown.contains(QStringLiteral("1 write"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(german(pipe.systemCalls.note).left(40))) << shown.toStdString();

    // A size-limit note in German too (udp: the largest datagram).
    const MechanismInfo& udp = MechanismRegistry::builtin().find("udp")->info();
    ASSERT_FALSE(udp.sizeLimitNote.empty());
    picker.setChecked({"udp"});
    EXPECT_TRUE(picker.explanationText().contains(german(udp.sizeLimitNote.source)))
        << picker.explanationText().toStdString();
}

TEST(CoreText, StepsSplitByLimitAreNamedInGerman) {
    const Preset* sweep = findPreset("full-sweep");
    ASSERT_NE(sweep, nullptr);
    const auto split =
        std::find_if(sweep->steps.begin(), sweep->steps.end(), [](const PresetStep& step) {
            return step.name == "Latency, 4 B .. 1 MiB: udp up to 32 KiB";
        });
    ASSERT_NE(split, sweep->steps.end());
    EXPECT_EQ(stepName(*split).toStdString(), split->name);  // English without a translator
    const GermanOn on;
    ASSERT_TRUE(on.ok());
    EXPECT_EQ(stepName(*split), QStringLiteral("Latenz, 4 B .. 1 MiB: udp bis 32 KiB"));
}

TEST(CoreText, PresetPanelShowsGermanTitleSummaryNoteAndSteps) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    const Preset* report = findPreset("report-000");
    ASSERT_NE(report, nullptr);
    ASSERT_GT(report->steps.size(), 1U);

    PresetPanel panel(MechanismRegistry::builtin());
    auto* presets = panel.findChild<QComboBox*>("presets");
    ASSERT_NE(presets, nullptr);
    EXPECT_GE(presets->findText(german(report->title)), 1);
    ASSERT_TRUE(panel.choose("report-000"));
    const QString note = panel.noteText();
    for (const std::string* text : {&report->title, &report->summary, &report->note}) {
        const QString translated = german(*text);
        ASSERT_FALSE(translated.isEmpty()) << *text;
        EXPECT_TRUE(note.contains(translated.left(60))) << note.toStdString();
        EXPECT_FALSE(note.contains(QString::fromStdString(*text).left(60))) << note.toStdString();
    }
    auto* steps = panel.findChild<QComboBox*>("presetSteps");
    ASSERT_NE(steps, nullptr);
    ASSERT_EQ(steps->count(), static_cast<int>(report->steps.size()));
    for (int i = 0; i < steps->count(); ++i) {
        EXPECT_EQ(steps->itemText(i), german(report->steps[static_cast<std::size_t>(i)].name));
    }
}

// Mechanisms a preset needs but this machine lacks are listed with the reason in German.
class FakeMechanism : public Mechanism {
  public:
    FakeMechanism(std::string id, std::string unavailableReason) {
        m_info.id = std::move(id);
        m_info.title = m_info.id;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::OneSided};
        m_info.available = unavailableReason.empty();
        m_info.unavailableReason = std::move(unavailableReason);
    }
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, "a test stand-in"};
    }

  private:
    MechanismInfo m_info;
};

TEST(CoreText, PresetPanelGivesTheReasonsForLeftOutMechanismsInGerman) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    const std::string withoutBeast = "built without Boost.Beast WebSocket support";
    ASSERT_FALSE(german(withoutBeast).isEmpty());
    std::vector<std::unique_ptr<Mechanism>> mechanisms;
    mechanisms.push_back(std::make_unique<FakeMechanism>("thread.mutex", ""));
    mechanisms.push_back(std::make_unique<FakeMechanism>("websocket", withoutBeast));
    const MechanismRegistry registry(std::move(mechanisms));

    PresetPanel panel(registry);
    ASSERT_TRUE(panel.choose("report-000"));
    const QString note = panel.noteText();
    EXPECT_TRUE(note.contains(QStringLiteral("websocket: ") + german(withoutBeast)))
        << note.toStdString();
    // udp and the report's own methods are not in this registry at all.
    EXPECT_TRUE(note.contains(QStringLiteral("udp: nicht in diesem Build"))) << note.toStdString();
    EXPECT_FALSE(note.contains(QString::fromStdString(withoutBeast))) << note.toStdString();
}

// A peer that dies is told in the student's language, its exit status included: the platform
// gives the facts, core words them as a Text ("exit code 86" was English inside German).
TEST(CoreText, APeerThatDiesIsReportedInGermanWithItsExitStatus) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    Experiment experiment;
    experiment.mechanisms = {"pipe"};
    experiment.sizesBytes = {64};
    experiment.iterations = 500;
    experiment.warmup = 5;
    experiment.repetitions = 2;
    RunnerOptions options;
    options.peerFault = "die-after=100";  // ipclab-peer exits with code 86 after 100 messages
    Runner runner(options);
    RunObserver quiet;
    const RunResult result = runner.run(experiment, quiet);
    ASSERT_EQ(result.points.size(), 1u);
    ASSERT_FALSE(result.points[0].ok);
    EXPECT_NE(result.points[0].error.english().find("exit code 86"), std::string::npos)
        << result.points[0].error.english();
    const QString german = coreMessage(result.points[0].error.message);
    EXPECT_TRUE(german.contains(QStringLiteral("endete mit Exit-Code 86"))) << german.toStdString();
    EXPECT_FALSE(german.contains(QStringLiteral("exit code"))) << german.toStdString();
}

// Why a mechanism cannot meet a remote peer is said in the student's language too: the reason
// was an English phrase quoted inside the German sentence.
TEST(CoreText, WhyAMechanismCannotRunRemotelyIsGerman) {
    GermanOn on;
    ASSERT_TRUE(on.ok());
    Experiment experiment;
    experiment.remotePeer = "10.0.0.2:7290";
    experiment.mechanisms = {"pipe"};
    const auto errors = validate(experiment, MechanismRegistry::builtin());
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_NE(errors[0].message.find("pipe works through a descriptor the peer inherits"),
              std::string::npos)
        << errors[0].message;
    const QString german = coreMessage(errors[0].text);
    EXPECT_TRUE(german.contains(QStringLiteral("pipe"))) << german.toStdString();
    EXPECT_TRUE(german.contains(QStringLiteral("Deskriptor"))) << german.toStdString();
    EXPECT_FALSE(german.contains(QStringLiteral("descriptor"))) << german.toStdString();
    EXPECT_FALSE(german.contains(QStringLiteral("inherits"))) << german.toStdString();
}

}  // namespace
}  // namespace ipclab::app
