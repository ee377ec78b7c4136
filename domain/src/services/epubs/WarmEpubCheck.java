import com.adobe.epubcheck.tool.EpubChecker;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * EPUBCheck kept warm (warmEpubChecker.ts): one Java start for many files.
 * Each line on standard input is "<epub file>\t<report file>"; the file is
 * checked as `epubcheck <epub file> --json <report file>` would, and the
 * checker's exit status is answered on a line of standard output. What the
 * checker prints itself goes to standard error, so that standard output
 * carries only the answers. A second check of the same JVM reuses its loaded
 * classes, compiled code and schemas: about a tenth of a cold start.
 */
public class WarmEpubCheck {
  public static void main(String[] args) throws IOException {
    PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = requests.readLine(); line != null; line = requests.readLine()) {
      int tab = line.indexOf('\t');
      if (tab < 0) {
        answers.println("-1");
        continue;
      }
      int status;
      try {
        status = new EpubChecker().run(new String[] { line.substring(0, tab), "--json", line.substring(tab + 1), "--quiet" });
      } catch (RuntimeException error) {
        error.printStackTrace();
        status = -1;
      }
      answers.println(status);
    }
  }
}
