// Core's sentences as values (ipclab/text.hpp): the English they render to, and a point's
// failure kind through a run file.
#include "ipclab/text.hpp"

#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/report.hpp"

namespace ipclab {
namespace {

TEST(Text, EnglishFillsArgumentsPluralsNestedTextsAndLists) {
    const Text plural(IPCLAB_TR_N_NOOP("ipclab::CoreMessages", "%1 switches in %n round(s)"),
                      {integerArg(9)}, 1);
    EXPECT_EQ(english(plural), "9 switches in 1 round");
    Text many = plural;
    many.count = 4;
    EXPECT_EQ(english(many), "9 switches in 4 rounds");

    const Text nested(IPCLAB_TR_NOOP("ipclab::CoreMessages", "remote peer %1: %2"),
                      {verbatimArg("h:1"), textArg(Text::verbatim("connection refused"))});
    EXPECT_EQ(english(nested), "remote peer h:1: connection refused");

    const Text list(IPCLAB_TR_NOOP("ipclab::CoreMessages", "(it supports: %1)"),
                    {listArg({platform::idText("pingpong"), platform::idText("stream")})});
    EXPECT_EQ(english(list), "(it supports: pingpong, stream)");

    // An argument's own "%2" is text, not a placeholder; a verbatim Text is never filled.
    const Text literal(IPCLAB_TR_NOOP("ipclab::CoreMessages", "invalid size \"%1\": %2"),
                       {verbatimArg("%2"), numberArg(2.5, "2.5")});
    EXPECT_EQ(english(literal), "invalid size \"%2\": 2.5");
    EXPECT_EQ(english(Text::verbatim("50%1 done")), "50%1 done");
    EXPECT_EQ(english(Text()), "");
}

TEST(Text, AnErrorKeepsItsTextBesideTheEnglish) {
    const platform::Error error =
        textError(platform::ErrorCode::InvalidArgument,
                  Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "missing field %1"),
                       {verbatimArg("points[0].size")}));
    EXPECT_EQ(error.message, "missing field points[0].size");
    EXPECT_EQ(english(errorText(error)), error.message);
    EXPECT_EQ(parseSizeList("12x").error().message, english(parseSizeList("12x").error().text));
}

TEST(PointFailure, KindsFollowTheErrorCodeAndTheIdsRoundTrip) {
    EXPECT_EQ(PointFailure::from({platform::ErrorCode::Timeout, "x"}).kind,
              FailureKind::PeerTimeout);
    EXPECT_EQ(PointFailure::from({platform::ErrorCode::Closed, "x"}).kind, FailureKind::PeerDied);
    EXPECT_EQ(PointFailure::from({platform::ErrorCode::Cancelled, "x"}).kind,
              FailureKind::Cancelled);
    EXPECT_EQ(PointFailure::from({platform::ErrorCode::SystemError, "x"}).kind,
              FailureKind::MechanismError);
    for (FailureKind kind :
         {FailureKind::Cancelled, FailureKind::PeerTimeout, FailureKind::PeerDied,
          FailureKind::OpenFailed, FailureKind::SetupFailed, FailureKind::RemotePeer,
          FailureKind::MechanismError}) {
        EXPECT_EQ(parseFailureKind(toString(kind)), kind);
    }
    EXPECT_EQ(PointFailure::cancelled().english(), "cancelled");
    EXPECT_TRUE(PointFailure::cancelled().isCancelled());
}

RunResult runWithFailure(PointFailure failure) {
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    run.experiment.sizesBytes = {64};
    PointResult ok;
    ok.mechanism = "pipe";
    ok.sizeBytes = 64;
    ok.ok = true;
    PointResult failed = ok;
    failed.ok = false;
    failed.error = std::move(failure);
    run.points = {ok, failed};
    return run;
}

TEST(PointFailure, TheRunFileKeepsTheEnglishAndTheKind) {
    const RunResult run = runWithFailure(PointFailure::cancelled());
    const nlohmann::json json = nlohmann::json::parse(toJson(run));
    EXPECT_EQ(json["points"][1]["error"], "cancelled");
    EXPECT_EQ(json["points"][1]["error_kind"], "cancelled");
    EXPECT_FALSE(json["points"][0].contains("error_kind")) << "a point that ran has no kind";
    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value().points[1].error, PointFailure::cancelled()) << "translatable again";

    const RunResult opened = runWithFailure(
        {FailureKind::OpenFailed,
         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot open %1: %2"),
              {verbatimArg("pipe"), textArg(Text::verbatim("pipe: Too many open files"))})});
    const Expected<RunResult> read = fromJson(toJson(opened));
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read.value().points[1].error.kind, FailureKind::OpenFailed);
    EXPECT_EQ(read.value().points[1].error.english(),
              "cannot open pipe: pipe: Too many open files");
}

TEST(PointFailure, FilesWrittenBeforeTheKindGetItFromTheirEnglish) {
    nlohmann::json json = nlohmann::json::parse(toJson(runWithFailure(PointFailure::cancelled())));
    const auto kindOf = [&](const std::string& english) {
        json["points"][1].erase("error_kind");
        json["points"][1]["error"] = english;
        const Expected<RunResult> back = fromJson(json.dump());
        EXPECT_TRUE(back.ok()) << back.error().message;
        return back.value().points[1].error.kind;
    };
    EXPECT_EQ(kindOf("cancelled"), FailureKind::Cancelled);
    EXPECT_EQ(kindOf("the peer did not answer for 5000 ms (peer timeout)"),
              FailureKind::PeerTimeout);
    EXPECT_EQ(kindOf("cannot open udp: Address in use"), FailureKind::OpenFailed);
    EXPECT_EQ(kindOf("remote peer h:1 refused: wrong token"), FailureKind::RemotePeer);
    EXPECT_EQ(kindOf("the peer process died"), FailureKind::PeerDied);
    EXPECT_EQ(kindOf("recv: bad sequence"), FailureKind::MechanismError);

    json["points"][1]["error_kind"] = "gremlins";
    EXPECT_FALSE(fromJson(json.dump()).ok()) << "an unknown kind is refused";
}

}  // namespace
}  // namespace ipclab
