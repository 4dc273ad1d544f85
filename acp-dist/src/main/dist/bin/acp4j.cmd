@echo off
rem acp4j on the Java runtime bundled beside it: no JDK, no JAVA_HOME and no java on the PATH needed.
rem   bin\acp4j.cmd --acp --stdio [options]
rem Every argument is passed on as given; it writes nothing itself, stdout belongs to the protocol.
setlocal
set "ACP4J_DIST=%~dp0.."
"%ACP4J_DIST%\runtime\bin\java.exe" "-XX:SharedArchiveFile=%ACP4J_DIST%\lib\acp4j.jsa" -jar "%ACP4J_DIST%\lib\acp4j.jar" %*
exit /b %ERRORLEVEL%
